import { useLingui } from '@lingui/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { failedToLoad } from '../../ui/query-state';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ArrivalsOverview } from './arrivals-overview.view';
import * as styles from './dashboard.css';
import { DashboardSkeleton } from './dashboard-skeleton.view';
import { KeyFigures } from './key-figures.view';
import { TaskList } from './task-list.view';
import { useDashboard } from './use-dashboard';

/** / : what to do, who arrives, and the year in figures. */
export function DashboardView() {
  const { i18n } = useLingui();
  const dashboard = useDashboard();
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'dashboard.title', message: 'Overview' })}
        description={i18n._({ id: 'dashboard.lead', message: 'What needs you, who is coming, and how your year is going.' })}
      />
      {dashboard.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{i18n._({ id: 'dashboard.loading', message: 'Loading your overview…' })}</VisuallyHidden>
          <DashboardSkeleton />
        </div>
      ) : failedToLoad(dashboard) ? (
        <Alert tone="danger" title={i18n._({ id: 'dashboard.error.title', message: 'We could not load your overview' })}>
          <p>{i18n._({ id: 'dashboard.error.text', message: 'Please check your connection and try again.' })}</p>
          <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : (
        <div className={styles.layout}>
          <div className={styles.figuresArea}>
            <KeyFigures figures={dashboard.data.figures} />
          </div>
          <div className={styles.column}>
            <TaskList tasks={dashboard.data.tasks} />
            <ArrivalsOverview arrivals={dashboard.data.arrivals} />
          </div>
        </div>
      )}
    </>
  );
}
