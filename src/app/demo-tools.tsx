import { useQuery } from '@tanstack/react-query';
import { DemoToolsView } from '../features/demo-tools/demo-tools.view';
import { queryKeys } from '../ports/query-keys';
import { systemPort } from '../ports/system-gateway';
import { usePort } from '../ports/use-port';

/** The demo tools, shown only when the server says it runs in demo mode (/__ftrs demoTools). */
export function DemoTools() {
  const system = usePort(systemPort);
  const flags = useQuery({ queryKey: queryKeys.features(), queryFn: () => system.features() });
  return flags.data?.features.demoTools ? <DemoToolsView /> : null;
}
