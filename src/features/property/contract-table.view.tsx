import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { ContractSummary } from '../../contract/contract-prices';
import { Table } from '../../ui/table';
import * as styles from './property.css';
import { CONTRACT_STATUS, CONTRACT_TYPE, CONTRACT_WORKFLOW, dateRange } from './property-texts';

/** A home's contracts, one row per year, each year linking to its price list. */
export function ContractTable({ code, name, contracts }: { code: string; name: string; contracts: readonly ContractSummary[] }) {
  const { i18n } = useLingui();
  return (
    <Table
      caption={i18n._({ id: 'property.contracts.caption', message: 'Contracts of {name}', values: { name } })}
      hideCaption
      rows={contracts}
      rowKey={(contract) => String(contract.year)}
      columns={[
        {
          key: 'year',
          header: i18n._({ id: 'property.contracts.year', message: 'Year' }),
          rowHeader: true,
          cell: (contract) => (
            <Link href={`/contract-prices/${code}/${contract.year}`} className={styles.link}>
              {i18n._({ id: 'property.contracts.yearLink', message: 'Prices {year}', values: { year: contract.year } })}
            </Link>
          ),
        },
        { key: 'type', header: i18n._({ id: 'property.contracts.type', message: 'Type' }), cell: (contract) => i18n._(CONTRACT_TYPE[contract.type]) },
        { key: 'status', header: i18n._({ id: 'property.contracts.status', message: 'Status' }), cell: (contract) => i18n._(CONTRACT_STATUS[contract.status]) },
        {
          key: 'workflow',
          header: i18n._({ id: 'property.contracts.workflow', message: 'Stage' }),
          wrap: true,
          cell: (contract) => (contract.renewalOpen ? <span className={styles.badge}>{i18n._(CONTRACT_WORKFLOW[contract.workflow])}</span> : i18n._(CONTRACT_WORKFLOW[contract.workflow])),
        },
        {
          key: 'valid',
          header: i18n._({ id: 'property.contracts.valid', message: 'Valid' }),
          wrap: true,
          cell: (contract) =>
            dateRange(i18n, contract.validFrom, contract.validTo),
        },
      ]}
    />
  );
}
