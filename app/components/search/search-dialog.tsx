import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useBackCloses } from '../../lib/back-closes.ts';
import { XIcon as X } from '../icons.tsx';
import { SearchForm } from './search-form.tsx';

/**
 * The header's search modal (docs/product.md#header-and-menus): the home page's search form in a dialog. Loaded with
 * React.lazy on the first click, so neither Radix nor the form weighs on every page's first load.
 */
export default function SearchDialog({ open, onOpenChange, returnFocus }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void }) {
  const { t } = useLingui();
  // Back closes it and stays on the page (docs/decisions/046-the-back-button.md).
  useBackCloses(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/60" />
        <Dialog.Content
          className="fixed inset-x-3 top-16 z-50 mx-auto max-w-4xl rounded-2xl bg-white p-4 shadow-2xl sm:top-24 sm:p-6"
          onEscapeKeyDown={(e) => {
            // Escape in an open suggestion list closes the list, not the dialog.
            if (document.activeElement?.getAttribute('aria-expanded') === 'true') e.preventDefault();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">
              <Trans>Search</Trans>
            </Dialog.Title>
            <Dialog.Close aria-label={t`Close search`} className="flex size-11 items-center justify-center rounded-full hover:bg-surface">
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Find equipment or contractors by name and location.</Trans>
          </Dialog.Description>
          <SearchForm idPrefix="header-search" onSearch={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
