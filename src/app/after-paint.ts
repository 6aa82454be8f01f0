// A server-rendered page's loader (issue 23): its HTML shows the page, so its stylesheet, scripts
// and catalog load once that HTML has painted, not alongside it, where on a phone's line they would share
// the bandwidth and the main thread the first paint needs. The list is in the HTML
// (src/server/http/first-view-page.ts); the script is a file of its own (the CSP allows no inline one).
import { FIRST_VIEW_SCRIPTS_ID, type FirstViewScripts } from '../contract/first-view';

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
  for (const href of modules) link('modulepreload', href);
  for (const href of catalogs) link('preload', href);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.append(script);
}

// A task queued from a frame callback runs once that frame is painted; a hidden tab paints no
// frame, so a timer starts the load there.
requestAnimationFrame(() => setTimeout(load, 0));
setTimeout(load, 250);
