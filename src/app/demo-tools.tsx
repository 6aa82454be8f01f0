import { useQuery } from '@tanstack/react-query';
import { DemoToolsView } from '../features/demo-tools/demo-tools.view';
import { queryKeys } from '../ports/query-keys';
import { systemPort } from '../ports/system-gateway';
import { usePort } from '../ports/use-port';
import { demoModule } from './modules/demo.module';
import { useModules } from './use-modules';

/** The demo tools, shown only when the server says it runs in demo mode (/__ftrs demoTools). */
export function DemoTools() {
  useModules(demoModule);
  const system = usePort(systemPort);
  const flags = useQuery({ queryKey: queryKeys.features(), queryFn: () => system.features() });
  return flags.data?.features.demoTools ? <DemoToolsView /> : null;
}
