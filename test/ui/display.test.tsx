import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert } from '../../src/ui/alert';
import { Button } from '../../src/ui/button';
import { EmptyState } from '../../src/ui/empty-state';
import { FormError } from '../../src/ui/form-error';
import { CalendarIcon } from '../../src/ui/icon';
import { PageHeading } from '../../src/ui/page-heading';
import { Skeleton } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';
import { Table } from '../../src/ui/table';
import { TextField } from '../../src/ui/text-field';
import { renderUi } from './render-ui';

describe('Alert', () => {
  it('uses role alert for danger and status otherwise, always with the tone in words', () => {
    renderUi(
      <>
        <Alert tone="danger" title="Not saved">Check your connection and try again.</Alert>
        <Alert tone="warning">Your contract ends soon.</Alert>
        <Alert>New statements are ready.</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Error: Not savedCheck your connection and try again.');
    const [warning, info] = screen.getAllByRole('status');
    expect(warning?.textContent).toBe('Warning: Your contract ends soon.');
    expect(info?.textContent).toBe('Information: New statements are ready.');
  });
});

describe('FormError', () => {
  it('takes focus when it appears and its links move focus to the fields', async () => {
    const { rerender } = renderUi(<FormError title="There is a problem" errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    const form = (errors: { fieldId: string; message: string }[]) => (
      <>
        <FormError title="There is a problem" errors={errors} />
        <TextField id="iban" label="IBAN" />
      </>
    );
    rerender(form([{ fieldId: 'iban', message: 'Enter an IBAN like HR12 1001 0051 8630 0016 0' }]));
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByText('There is a problem')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Enter an IBAN like HR12 1001 0051 8630 0016 0' }));
    expect(document.activeElement).toBe(screen.getByLabelText('IBAN'));
  });
});

describe('Table', () => {
  it('is a captioned, scrollable, focusable region with scoped headers and right-aligned money', () => {
    const rows = [{ id: 'R-1', guest: 'Ana Horvat', amount: '€ 1,240.00' }];
    renderUi(
      <Table
        caption="Payouts 2025"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { key: 'id', header: 'Booking', rowHeader: true, cell: (row) => row.id },
          { key: 'guest', header: 'Guest', cell: (row) => row.guest },
          { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Payouts 2025 (scrolls sideways)' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Payouts 2025' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(within(table).getByRole('rowheader', { name: 'R-1' }).getAttribute('scope')).toBe('row');
    const amount = within(table).getByRole('cell', { name: '€ 1,240.00' });
    expect(getComputedStyle(amount).textAlign).toBe('end');
    expect(getComputedStyle(headers[2] as HTMLElement).textAlign).toBe('end');
    expect(getComputedStyle(within(table).getByRole('cell', { name: 'Ana Horvat' })).textAlign).toBe('start');
  });
});

describe('loading and empty states', () => {
  it('Spinner has a hidden text label; Skeletons are hidden from screen readers', () => {
    const { container } = renderUi(
      <div aria-busy="true">
        <Spinner label="Loading bookings" />
        <Skeleton shape="circle" size="sm" />
        <Skeleton lines={3} />
        <Skeleton shape="block" />
      </div>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading bookings');
    const skeletons = container.querySelectorAll('[aria-hidden="true"]:not(svg)');
    expect(skeletons).toHaveLength(3);
    expect(skeletons[1]?.children).toHaveLength(3);
  });

  it('EmptyState says what will appear and offers one action', () => {
    renderUi(
      <EmptyState icon={<CalendarIcon size="xl" />} title="No bookings yet" text="New bookings appear here." action={<Button>Add an owner stay</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add an owner stay' })).toBeTruthy();
  });
});

describe('PageHeading', () => {
  it('renders the one h1, focusable from script for route changes', () => {
    const ref = createRef<HTMLHeadingElement>();
    renderUi(<PageHeading ref={ref} title="Payments" description="Payouts and statements." />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Payments' });
    expect(ref.current).toBe(h1);
    expect(h1.tabIndex).toBe(-1);
    ref.current?.focus();
    expect(document.activeElement).toBe(h1);
    expect(screen.getByText('Payouts and statements.')).toBeTruthy();
  });
});

describe('touch targets', () => {
  it('every Button size is at least 44 px high and wide', () => {
    renderUi(<Button size="sm">OK</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'OK' }));
    expect(style.minHeight).toBe('44px');
    expect(style.minWidth).toBe('44px');
  });
});
