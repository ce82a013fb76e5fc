import { Component, createElement, Fragment, Suspense, useId, useRef, type ReactNode } from 'react';

/**
 * Hydration in parts (docs/decisions/063-preact.md). Preact hydrates a page in one task: a list page's was one task
 * of 100–175 ms here, 300–400 ms of blocking time on Lighthouse's phone, and a tap waits behind it. A part wrapped in
 * `<HydrateLater>` keeps its server HTML on the page and hydrates in a task of its own, one part per task, in the
 * order the parts were met: the page stays responsive between them.
 *
 * Only the first hydration is split (`hydrateInParts`): on the server, and for anything rendered once the page has
 * hydrated (a client navigation, a part that appears later), `<HydrateLater>` renders its children at once. The page
 * counts as hydrated (`html[data-hydrated]`, which the browser tests and the tap holder wait for) once every part has.
 *
 * The server writes a part between `<!--$s-->` and `<!--/$s-->`: the range Preact keeps on the page while the part
 * waits, whatever it renders (one element, several, text).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  // One count per part for its whole life: a component that mounts in it later (a dialog opened) must not get an id
  // one that mounted earlier already has.
  const count = useRef<[string, number]>(null);
  count.current ??= [id.replace(/^P/, ''), 0];
  const scope = idScope(count.current, children);
  if (typeof document === 'undefined')
    return (
      <>
        {comment('$s')}
        {scope}
        {comment('/$s')}
      </>
    );
  return (
    <Suspense fallback={null}>
      <Part>{scope}</Part>
    </Suspense>
  );
}

/**
 * The ids `useId` gives inside a part are counted from the part, not from the page. Preact counts them in the order
 * components first render, and a part renders later in the browser than on the server: counted page-wide, its
 * elements (and those after it) would get other ids than the server wrote, and a label, a tab or a description would
 * point at an id the page does not have. The count starts at the part's own id, which the part's surroundings give it
 * in the same order on both sides. (`__m` is Preact's name for where `useId` keeps its count: hooks, and
 * preact-render-to-string on the server, look for it up the tree.)
 */
function idScope(count: [string, number], children: ReactNode) {
  const scope = createElement(IdScope, null, children);
  (scope as unknown as { __m: [string, number] }).__m = count;
  return scope;
}

function IdScope({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

// preact-render-to-string writes a Fragment with an `UNSTABLE_comment` prop as an HTML comment.
const comment = (text: string) => createElement(Fragment, { UNSTABLE_comment: text } as object);

/**
 * True from `hydrateInParts` until the page's first hydration, every part included, has finished. Outside it (on the
 * server, in the tests' renders, after the first hydration) a part renders at once.
 */
let firstHydration = false;

/** Runs the page's first hydration (app/entry.client.tsx), its parts each in a task of their own. */
export function hydrateInParts(hydrate: () => void) {
  firstHydration = true;
  hydrate();
}

/**
 * Runs `run` in a task of its own: a message, as React's scheduler does (timers are clamped and throttled, animation
 * frames stop in a hidden tab and under a test's paused clock). The parts' turns, and app/entry.client.tsx's steps
 * and effects, go through it.
 */
export function inTaskOfItsOwn(run: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => run();
  channel.port2.postMessage(null);
}

const waiting: (() => void)[] = [];
const whenDone: (() => void)[] = [];
let posted = false;

/** The next step, once: however many parts ask in one task, one step follows. */
function post() {
  if (posted) return;
  posted = true;
  inTaskOfItsOwn(step);
}

/** One part hydrates per step; once none waits, one more step lets the last part's effects run before the page counts as hydrated. */
let idle = 0;
function step() {
  posted = false;
  const next = waiting.shift();
  if (next) {
    idle = 0;
    next();
    post();
  } else if (++idle < 2) {
    post();
  } else {
    firstHydration = false;
    for (const done of whenDone.splice(0)) done();
  }
}

/** Calls `done` once every part of the first hydration has hydrated (at once when there are none left). */
export function afterHydration(done: () => void): void {
  if (!firstHydration) {
    done();
    return;
  }
  whenDone.push(done);
  post();
}

/**
 * A class, not a hook: Preact keeps a suspended component's instance (its hooks are reset), so the instance is where
 * the part remembers that it has waited its turn.
 */
class Part extends Component<{ children: ReactNode }> {
  private turn?: Promise<void>;
  private ready = false;

  render() {
    if (!this.ready && firstHydration) {
      this.turn ??= new Promise<void>((resolve) =>
        waiting.push(() => {
          this.ready = true;
          resolve();
        }),
      );
      post();
      throw this.turn;
    }
    return this.props.children;
  }
}
