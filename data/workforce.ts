/**
 * Workforce catalogue (docs/product.md#workforce, /staffing): the four categories of the home page's workforce
 * tiles, when a worker or agency can start, and common construction trades (suggestions only —
 * a job seeker may type any trade).
 */
export const WORKER_CATEGORIES = [
  { value: 'general', label: 'General', hint: 'Site helpers, watchmen, housekeeping' },
  { value: 'skilled', label: 'Skilled', hint: 'Masons, carpenters, bar benders, welders' },
  { value: 'unskilled', label: 'Unskilled', hint: 'Labourers and loaders' },
  { value: 'technician', label: 'Technician', hint: 'Electricians, plumbers, operators, surveyors' },
] as const;
export type WorkerCategory = (typeof WORKER_CATEGORIES)[number]['value'];
export const WORKER_CATEGORY_VALUES = WORKER_CATEGORIES.map((c) => c.value) as [WorkerCategory, ...WorkerCategory[]];

export const WORKER_KINDS = [
  { value: 'individual', label: 'Individual' },
  { value: 'agency', label: 'Agency' },
] as const;
export type WorkerKind = (typeof WORKER_KINDS)[number]['value'];

export const AVAILABILITY = [
  { value: 'immediate', label: 'Available now' },
  { value: 'within-week', label: 'Within a week' },
  { value: 'within-month', label: 'Within a month' },
  { value: 'on-project', label: 'On a project now' },
] as const;
export type Availability = (typeof AVAILABILITY)[number]['value'];
export const AVAILABILITY_VALUES = AVAILABILITY.map((a) => a.value) as [Availability, ...Availability[]];

export const TRADES: Record<WorkerCategory, readonly string[]> = {
  general: ['Site Helper', 'Watchman', 'Store Keeper', 'Housekeeping', 'Cook (Site Mess)', 'Driver'],
  skilled: ['Mason', 'Carpenter', 'Shuttering Carpenter', 'Bar Bender', 'Welder', 'Painter', 'Tile Fitter', 'Plasterer', 'Fabricator', 'Scaffolder'],
  unskilled: ['Labourer', 'Loader', 'Concrete Labour', 'Excavation Labour', 'Cleaning Labour'],
  technician: [
    'Electrician',
    'Plumber',
    'Excavator Operator',
    'Crane Operator',
    'JCB Operator',
    'Surveyor',
    'HVAC Technician',
    'Site Supervisor',
    'Safety Officer',
    'Lab Technician',
  ],
};

export const categoryLabel = (v: string) => WORKER_CATEGORIES.find((c) => c.value === v)?.label ?? v;
export const availabilityLabel = (v: string) => AVAILABILITY.find((a) => a.value === v)?.label ?? v;
export const kindLabel = (v: string) => WORKER_KINDS.find((k) => k.value === v)?.label ?? v;
