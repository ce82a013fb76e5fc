/**
 * The icons of the header and the home page as plain inline SVG (drawings from Lucide, ISC
 * licence). lucide-react's runtime (createLucideIcon, ~1.5 KB gzipped) would otherwise load on the
 * home page, whose first-load JavaScript is capped at 120 KB (docs/decisions/011). Other pages may
 * keep using lucide-react.
 */
type IconProps = { className?: string };

const icon =
  (children: React.ReactNode) =>
  ({ className }: IconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
    >
      {children}
    </svg>
  );

const paths = (...d: string[]) => d.map((x) => <path key={x} d={x} />);

export const SearchIcon = icon([...paths('m21 21-4.34-4.34'), <circle key="c" cx="11" cy="11" r="8" />]);
export const MenuIcon = icon(paths('M4 5h16', 'M4 12h16', 'M4 19h16'));
export const XIcon = icon(paths('M18 6 6 18', 'm6 6 12 12'));
export const CheckIcon = icon(paths('M20 6 9 17l-5-5'));
export const ChevronDownIcon = icon(paths('m6 9 6 6 6-6'));
export const ChevronLeftIcon = icon(paths('m15 18-6-6 6-6'));
export const ChevronRightIcon = icon(paths('m9 18 6-6-6-6'));
export const BadgeCheckIcon = icon(
  paths(
    'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
    'm16 9-5.5 5.5L8 12',
  ),
);
export const ClipboardListIcon = icon([
  <rect key="r" width="8" height="4" x="8" y="2" rx="1" ry="1" />,
  ...paths('M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2', 'M12 11h4', 'M12 16h4', 'M8 11h.01', 'M8 16h.01'),
]);
export const IndianRupeeIcon = icon(paths('m14 20-8-8h4c5.333 0 5.333-8 0-8', 'M6 4h12', 'M6 8h12'));
export const ShieldCheckIcon = icon(
  paths(
    'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
    'm9 12 2 2 4-4',
  ),
);
export const TimerIcon = icon([<path key="a" d="M10 2h4" />, <path key="b" d="m12 14 3-3" />, <circle key="c" cx="12" cy="14" r="8" />]);
export const SendIcon = icon(
  paths('M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z', 'm21.854 2.147-10.94 10.939'),
);
export const UserIcon = icon([<path key="a" d="M18 20a6 6 0 0 0-12 0" />, <circle key="b" cx="12" cy="10" r="4" />, <circle key="c" cx="12" cy="12" r="10" />]);
