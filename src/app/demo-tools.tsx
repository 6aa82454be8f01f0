import { useQuery } from '@tanstack/react-query';
import { DemoToolsView } from '../features/demo-tools/demo-tools.view';
import { useContainer } from './app-context';
import { TOKENS } from './tokens';

/** The demo tools, shown only when the server says it runs in demo mode (/__ftrs demoTools). */
export function DemoTools() {
  const container = useContainer();
  const flags = useQuery({ queryKey: ['features'], queryFn: () => container.get(TOKENS.system).features() });
  return flags.data?.features.demoTools ? <DemoToolsView demo={container.get(TOKENS.demo)} /> : null;
}
