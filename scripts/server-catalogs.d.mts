export const SERVER_CATALOGS_ID: 'virtual:server-catalogs';
/** The source of the module 'virtual:server-catalogs': every locale's server.po, compiled. */
export function serverCatalogsModule(root: string): string;
/** The esbuild plugin that bundles that module. */
export function serverCatalogsPlugin(root: string): import('esbuild').Plugin;
