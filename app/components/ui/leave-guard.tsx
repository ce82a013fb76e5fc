import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Button, buttonClasses } from './button.tsx';
import { Dialog } from './dialog.tsx';

/**
 * "Leave this page?" for a form with typed, unsaved content (docs/decisions/046-the-back-button.md): a link, Back or
 * the Cancel button asks first (our own dialog: Stay / Leave), and a reload or closing the tab gets the browser's
 * own question. Nothing is asked before anything was typed, nor after a save (`saved()` before navigating on).
 *
 * Usage: `const guard = useLeaveGuard();` then `<form onInput={guard.typed}>`, `guard.saved()` in the save's
 * onSuccess, and `{guard.dialog}` anywhere in the page.
 */
export function useLeaveGuard() {
  // A ref, read when a navigation starts: `saved(); navigate(…)` in one handler must not be stopped by a stale render.
  const { t } = useLingui();
  const dirty = useRef(false);
  const [armed, setArmed] = useState(false);
  const typed = useCallback(() => {
    dirty.current = true;
    setArmed(true);
  }, []);
  const saved = useCallback(() => {
    dirty.current = false;
    setArmed(false);
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!armed) return;
    const ask = (e: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      e.preventDefault();
      // Older browsers show their question only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [armed]);

  const dialog =
    blocker.state === 'blocked' ? (
      // Not closed by Back itself: a Back is what is being asked about (the router has already put the page back).
      <Dialog open onClose={() => blocker.reset()} title={t`Leave this page?`} backCloses={false}>
        <p className="text-slate-700">
          <Trans>What you typed will be lost.</Trans>
        </p>
        <div className="mt-5 flex gap-3">
          <Button className={`${buttonClasses.outline} flex-1`} onClick={() => blocker.reset()}>
            <Trans>Stay</Trans>
          </Button>
          <Button
            className={`${buttonClasses.action} flex-1`}
            onClick={() => {
              dirty.current = false;
              blocker.proceed();
            }}
          >
            <Trans>Leave</Trans>
          </Button>
        </div>
      </Dialog>
    ) : null;

  return { typed, saved, dialog };
}
