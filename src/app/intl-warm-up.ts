// A worker started by a server-rendered page's inline script (src/server/http/first-view-page.ts)
// as its HTML is parsed. A visit's first Intl formatter sets up the browser's locale data, ~35 ms
// (~150 on a phone) that no task can split; that data is the renderer's, shared by its threads, so
// set up here it costs the page's main thread nothing, and the page's own formatters then a
// millisecond or two. The page's language comes as the address's fragment.
const locale = self.location.hash.slice(1) || undefined;
new Intl.NumberFormat(locale).format(1);
new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
self.close();
