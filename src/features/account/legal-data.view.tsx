import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { CompanyLegalForm, IdentificationNumberTypes, type LegalRecordDetail, OwnerLegalForm } from '../../contract/account-settings';
import { fieldIssuesOf, type FieldIssue } from '../../contract/field-errors';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';
import { loadFailed, type QueryLike, QueryState } from '../../ui/query-state';
import { SelectField } from '../../ui/select-field';
import { DateField } from '../../ui/date-field';
import { TextField } from '../../ui/text-field';
import * as form from '../../ui/page-form.css';
import { useFocusOnArrival } from '../../ui/use-focus-when';
import { BackToProfile, CountryField, issueMessage, mergedIssues, SaveStatus, SaveStepUp } from './profile-form-parts';
import * as styles from './profile.css';
import type { saveFormMachine } from './save-form.machine';
import { TaxNumberField } from './tax-number-field';

const idTypeLabels: Record<(typeof IdentificationNumberTypes)[number], MessageDescriptor> = {
  NATIONAL_ID: /*i18n*/ { id: 'profile.legal.idType.NATIONAL_ID', message: 'National identity number' },
  PASSPORT: /*i18n*/ { id: 'profile.legal.idType.PASSPORT', message: 'Passport number' },
  COMPANY_REGISTER: /*i18n*/ { id: 'profile.legal.idType.COMPANY_REGISTER', message: 'Company register number' },
  VAT_NUMBER: /*i18n*/ { id: 'profile.legal.idType.VAT_NUMBER', message: 'VAT number' },
};

/** The path of the form that edits a record. */
export const legalFormPath = (record: LegalRecordDetail) => `/profile/legal/form-${record.form}?record=${encodeURIComponent(record.id)}`;

const legalLoadFailed = loadFailed(/*i18n*/ { id: 'profile.legal.loadFailed', message: 'We could not load your legal data. Please try again.' });

/** The records' loading and error display: the shared one, worded for legal data. */
function LegalRecords({ records, children }: { records: QueryLike<LegalRecordDetail[]>; children: (records: LegalRecordDetail[]) => ReactNode }) {
  const { i18n } = useLingui();
  return (
    <QueryState query={records} loading={i18n._({ id: 'common.loading', message: 'Loading…' })} errorOf={legalLoadFailed}>
      {children}
    </QueryState>
  );
}

function useRecordTitle() {
  const { i18n } = useLingui();
  const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  return (record: LegalRecordDetail) => {
    const country = names.of(record.objectCountry) ?? record.objectCountry;
    return record.form === 'company'
      ? i18n._({ id: 'profile.legal.companyFor', message: 'Company data for {country}', values: { country } })
      : i18n._({ id: 'profile.legal.ownerFor', message: 'Personal data for {country}', values: { country } });
  };
}

/** /profile/legal: every legal-data record with the form that changes it. */
export function LegalDataView({ records }: { records: QueryLike<LegalRecordDetail[]> }) {
  const { i18n } = useLingui();
  const titleOf = useRecordTitle();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  const none = i18n._({ id: 'profile.none', message: 'Not given' });
  return (
    <>
      <PageHeading
        ref={heading}
        title={i18n._({ id: 'profile.legal.title', message: 'Legal and tax data' })}
        description={i18n._({ id: 'profile.legal.lead', message: 'The data tax authorities ask us to report for each country where you rent out a home.' })}
      />
      <LegalRecords records={records}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={i18n._({ id: 'profile.legal.empty', message: 'No legal data is needed for your homes.' })} />
          ) : (
            <div className={styles.sections}>
              {list.map((record) => (
                <Card as="section" key={record.id} aria-label={titleOf(record)}>
                  <h2 className={styles.sectionTitle}>{titleOf(record)}</h2>
                  <dl className={styles.facts}>
                    <div className={styles.fact}>
                      <dt className={styles.factLabel}>{i18n._({ id: 'profile.legal.name', message: 'Name' })}</dt>
                      <dd className={styles.factValue}>{[record.values.firstName, record.values.name].filter(Boolean).join(' ') || none}</dd>
                    </div>
                    <div className={styles.fact}>
                      <dt className={styles.factLabel}>
                        {record.taxNumberKind === 'object'
                          ? i18n._({ id: 'profile.legal.objectTaxNumber', message: 'Tax number of the property' })
                          : i18n._({ id: 'profile.legal.supplierTaxNumber', message: 'Your tax number' })}
                      </dt>
                      <dd className={styles.factValue}>{record.values.taxNumber ?? none}</dd>
                    </div>
                  </dl>
                  <div className={styles.sectionLinks}>
                    <Link href={legalFormPath(record)} className={form.link} aria-label={i18n._({ id: 'profile.legal.changeOf', message: 'Change {title}', values: { title: titleOf(record) } })}>
                      {i18n._({ id: 'profile.legal.change', message: 'Change' })}
                    </Link>
                  </div>
                </Card>
              ))}
            </div>
          )
        }
      </LegalRecords>
      <BackToProfile />
    </>
  );
}

type Values = Record<string, string>;

function initialValues(record: LegalRecordDetail): Values {
  const v = record.values;
  return {
    name: v.name ?? '',
    firstName: v.firstName ?? '',
    dateOfBirth: v.dateOfBirth ?? '',
    countryOfBirth: v.countryOfBirth ?? '',
    placeOfBirth: v.placeOfBirth ?? '',
    residenceCountry: v.residenceCountry ?? '',
    residenceCity: v.residenceCity ?? '',
    identificationNumber: v.identificationNumber ?? '',
    identificationNumberType: v.identificationNumberType ?? '',
    taxNumber: v.taxNumber ?? '',
  };
}

/** The request of a form: exactly the fields of its list (§3). */
function requestOf(formType: LegalRecordDetail['form'], values: Values) {
  if (formType === 'company') {
    const { name, identificationNumber, identificationNumberType, residenceCountry, taxNumber } = values;
    return { form: 'company' as const, name, identificationNumber, identificationNumberType, residenceCountry, taxNumber };
  }
  const { name, firstName, dateOfBirth, countryOfBirth, placeOfBirth, residenceCountry, residenceCity, taxNumber } = values;
  return { form: 'owner' as const, name, firstName, dateOfBirth, countryOfBirth, placeOfBirth, residenceCountry, residenceCity, taxNumber };
}

export interface LegalFormViewProps {
  /** `company` or `owner` (the route's form-company / form-owner). */
  formType: LegalRecordDetail['form'];
  /** The record of the `record` query, else the first of this form. */
  recordId: string | null;
  records: QueryLike<LegalRecordDetail[]>;
  save: ActorRefFrom<typeof saveFormMachine>;
}

function LegalForm({ record, save }: { record: LegalRecordDetail; save: ActorRefFrom<typeof saveFormMachine> }) {
  const { i18n } = useLingui();
  const busy = useSelector(save, (s) => s.hasTag('busy'));
  const serverErrors = useSelector(save, (s) => s.context.fieldErrors);
  const [values, setValues] = useState(() => initialValues(record));
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const shown = mergedIssues(issues, serverErrors);
  const edit = (field: string) => (event: { target: { value: string } }) => {
    setValues({ ...values, [field]: event.target.value });
    save.send({ type: 'form.edit' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(record.form, values);
    const found = fieldIssuesOf(record.form === 'company' ? CompanyLegalForm : OwnerLegalForm, request);
    setIssues(found);
    if (Object.keys(found).length === 0) save.send({ type: 'form.submit', value: { kind: 'legal', id: record.id, value: request } });
  };
  const text = (field: string, label: string, invalid: MessageDescriptor, extra: { autoComplete?: string } = {}) => (
    <TextField label={label} name={field} value={values[field]} onChange={edit(field)} error={issueMessage(i18n, shown[field], invalid)} {...extra} />
  );
  const plain = /*i18n*/ { id: 'profile.legal.textInvalid', message: 'Please fill in this field (at most 120 characters).' };
  const country = (field: string, label: string) => (
    <CountryField label={label} name={field} value={values[field]} onChange={edit(field)} error={issueMessage(i18n, shown[field], /*i18n*/ { id: 'profile.country.invalid', message: 'Please choose a country from the list.' })} />
  );
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      <SaveStatus save={save} savedMessage={i18n._({ id: 'profile.legal.saved', message: 'Your legal data has been saved.' })} />
      {record.form === 'company' ? (
        <>
          {text('name', i18n._({ id: 'profile.legal.companyName', message: 'Company name' }), plain, { autoComplete: 'organization' })}
          <SelectField
            label={i18n._({ id: 'profile.legal.idType', message: 'Kind of identification number' })}
            name="identificationNumberType"
            value={values.identificationNumberType}
            onChange={edit('identificationNumberType')}
            error={issueMessage(i18n, shown.identificationNumberType, /*i18n*/ { id: 'profile.legal.idTypeInvalid', message: 'Please choose the kind of number.' })}
          >
            <option value="">{i18n._({ id: 'profile.legal.idTypeChoose', message: 'Choose a kind' })}</option>
            {IdentificationNumberTypes.map((type) => (
              <option key={type} value={type}>
                {i18n._(idTypeLabels[type])}
              </option>
            ))}
          </SelectField>
          {text('identificationNumber', i18n._({ id: 'profile.legal.idNumber', message: 'Identification number' }), /*i18n*/ {
            id: 'profile.legal.idNumberInvalid',
            message: 'Use 4 to 20 letters and digits; spaces, dots and dashes are allowed.',
          })}
          {country('residenceCountry', i18n._({ id: 'profile.legal.seat', message: 'Country of the registered office' }))}
        </>
      ) : (
        <>
          {text('firstName', i18n._({ id: 'profile.legal.firstName', message: 'First name' }), plain, { autoComplete: 'given-name' })}
          {text('name', i18n._({ id: 'profile.legal.lastName', message: 'Last name' }), plain, { autoComplete: 'family-name' })}
          <DateField
            label={i18n._({ id: 'profile.legal.dateOfBirth', message: 'Date of birth' })}
            name="dateOfBirth"
            value={values.dateOfBirth ?? ''}
            onChange={(value) => edit('dateOfBirth')({ target: { value } })}
            error={issueMessage(i18n, shown.dateOfBirth, /*i18n*/ { id: 'profile.legal.dateInvalid', message: 'Please enter a real date of birth.' })}
            autoComplete="bday"
            past
          />
          {country('countryOfBirth', i18n._({ id: 'profile.legal.countryOfBirth', message: 'Country of birth' }))}
          {text('placeOfBirth', i18n._({ id: 'profile.legal.placeOfBirth', message: 'Place of birth' }), plain)}
          {country('residenceCountry', i18n._({ id: 'profile.legal.residenceCountry', message: 'Country of residence' }))}
          {text('residenceCity', i18n._({ id: 'profile.legal.residenceCity', message: 'Town or city of residence' }), plain, { autoComplete: 'address-level2' })}
        </>
      )}
      <TaxNumberField
        kind={record.taxNumberKind}
        country={record.objectCountry}
        name="taxNumber"
        value={values.taxNumber}
        onChange={edit('taxNumber')}
        // An empty number is "please fill in" here (the tax-id step's own text offers "Later").
        problem={shown.taxNumber === 'missing' ? issueMessage(i18n, 'missing', plain) : shown.taxNumber && 'invalid'}
      />
      <p className={form.lead}>{i18n._({ id: 'profile.legal.stepUpNote', message: 'To save, we ask for your second factor again (a code or a passkey).' })}</p>
      <div className={form.actions}>
        <Button type="submit" fullWidth loading={busy}>
          {i18n._({ id: 'profile.legal.submit', message: 'Save legal data' })}
        </Button>
      </div>
    </form>
  );
}

/** /profile/legal/form-company and /form-owner: the record's field list of §3, saved after a step-up. */
export function LegalFormView({ formType, recordId, records, save }: LegalFormViewProps) {
  const { i18n } = useLingui();
  const titleOf = useRecordTitle();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  const recordOf = (list: LegalRecordDetail[]) => list.find((r) => r.form === formType && (recordId === null || r.id === recordId));
  // The heading names the record once it is there.
  const record = records.data && recordOf(records.data);
  return (
    <>
      <PageHeading
        ref={heading}
        title={record ? titleOf(record) : i18n._({ id: 'profile.legal.title', message: 'Legal and tax data' })}
        description={
          formType === 'company'
            ? i18n._({ id: 'profile.legal.companyLead', message: 'The data of your company as the tax authority knows it.' })
            : i18n._({ id: 'profile.legal.ownerLead', message: 'Your personal data as the tax authority knows it.' })
        }
      />
      <LegalRecords records={records}>
        {(list) => {
          const record = recordOf(list);
          return record ? (
            <LegalForm key={record.id} record={record} save={save} />
          ) : (
            <EmptyState title={i18n._({ id: 'profile.legal.noRecord', message: 'There is no legal data of this kind to change.' })} />
          );
        }}
      </LegalRecords>
      <SaveStepUp save={save} />
      <BackToProfile>
        <Link href="/profile/legal" className={form.link}>
          {i18n._({ id: 'profile.legal.all', message: 'All legal data' })}
        </Link>
      </BackToProfile>
    </>
  );
}
