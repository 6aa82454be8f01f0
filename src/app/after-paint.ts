// The loader of a page whose HTML shows it (issue 23: a server-rendered or prerendered page): its
// stylesheet, scripts and catalog load once that HTML has painted, not alongside it, where on a
// phone's line they would share the bandwidth and the main thread the first paint needs. The list
// is in the HTML (src/server/http/deferred-shell.ts).
import { FIRST_VIEW_SCRIPTS_ID, type FirstViewScripts } from '../contract/first-view';

const HINTS_PER_TASK = 4;
let started = false;

function load() {
  if (started) return;
  started = true;
  const list = document.getElementById(FIRST_VIEW_SCRIPTS_ID)?.textContent;
  if (!list) return;
  const { entry, modules, catalogs, styles } = JSON.parse(list) as FirstViewScripts;
  const link = (rel: string, href: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (rel === 'preload') {
      element.as = 'fetch';
      element.crossOrigin = 'anonymous';
    }
    document.head.append(element);
  };
  for (const href of styles) link('stylesheet', href);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.append(script);
  // Each request costs the main thread about a millisecond (four on a phone): the hints go a few
  // per task, so that asking for fifteen files holds up no tap.
  const hints = [...modules.map((href) => ['modulepreload', href] as const), ...catalogs.map((href) => ['preload', href] as const)];
  const next = () => {
    for (const [rel, href] of hints.splice(0, HINTS_PER_TASK)) link(rel, href);
    if (hints.length > 0) setTimeout(next, 0);
  };
  next();
}

// A task queued from a frame callback runs once that frame is painted; a hidden tab paints no
// frame, so a timer starts the load there.
requestAnimationFrame(() => setTimeout(load, 0));
setTimeout(load, 250);
