import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ChangeAddressRequest, type PostalAddress } from '../../contract/account-settings';
import { fieldIssuesOf, type FieldIssue } from '../../contract/field-errors';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { TextField } from '../../ui/text-field';
import * as form from '../../ui/page-form.css';
import { useFocusOnArrival } from '../../ui/use-focus-when';
import { BackToProfile, CountryField, issueMessage, mergedIssues, SaveStatus } from './profile-form-parts';
import type { saveFormMachine } from './save-form.machine';

export interface ChangeAddressViewProps {
  save: ActorRefFrom<typeof saveFormMachine>;
  /** The address on file (the form starts from it). */
  current: PostalAddress;
}

/** /profile/change-address: street, zip, place and country, checked with the contract's rules. */
export function ChangeAddressView({ save, current }: ChangeAddressViewProps) {
  const { i18n } = useLingui();
  const busy = useSelector(save, (s) => s.hasTag('busy'));
  const serverErrors = useSelector(save, (s) => s.context.fieldErrors);
  const [values, setValues] = useState({ street: current.street, zip: current.zip, place: current.place, country: current.country });
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  const shown = mergedIssues(issues, serverErrors);
  const edit = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues({ ...values, [field]: event.target.value });
    save.send({ type: 'form.edit' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldIssuesOf(ChangeAddressRequest, values);
    setIssues(found);
    if (Object.keys(found).length === 0) save.send({ type: 'form.submit', value: { kind: 'address', value: values } });
  };
  return (
    <>
      <PageHeading
        ref={heading}
        title={i18n._({ id: 'profile.address.change', message: 'Change address' })}
        description={i18n._({ id: 'profile.address.lead', message: 'Where we send letters and contracts. We confirm every change by e-mail.' })}
      />
      <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
        <SaveStatus save={save} savedMessage={i18n._({ id: 'profile.address.saved', message: 'Your address has been changed.' })} />
        <TextField
          label={i18n._({ id: 'profile.address.street', message: 'Street and number' })}
          name="street"
          autoComplete="street-address"
          value={values.street}
          onChange={edit('street')}
          error={issueMessage(i18n, shown.street, /*i18n*/ { id: 'profile.address.streetInvalid', message: 'Please enter the street and house number.' })}
        />
        <TextField
          label={i18n._({ id: 'profile.address.zip', message: 'Postcode' })}
          name="zip"
          autoComplete="postal-code"
          value={values.zip}
          onChange={edit('zip')}
          error={issueMessage(i18n, shown.zip, /*i18n*/ { id: 'profile.address.zipInvalid', message: 'Use 2 to 12 letters, digits, spaces or dashes.' })}
        />
        <TextField
          label={i18n._({ id: 'profile.address.place', message: 'Town or city' })}
          name="place"
          autoComplete="address-level2"
          value={values.place}
          onChange={edit('place')}
          error={issueMessage(i18n, shown.place, /*i18n*/ { id: 'profile.address.placeInvalid', message: 'Please enter the town or city.' })}
        />
        <CountryField
          label={i18n._({ id: 'profile.address.country', message: 'Country' })}
          name="country"
          autoComplete="country"
          value={values.country}
          onChange={edit('country')}
          error={issueMessage(i18n, shown.country, /*i18n*/ { id: 'profile.country.invalid', message: 'Please choose a country from the list.' })}
        />
        <div className={form.actions}>
          <Button type="submit" fullWidth loading={busy}>
            {i18n._({ id: 'profile.address.submit', message: 'Save address' })}
          </Button>
        </div>
      </form>
      <BackToProfile />
    </>
  );
}
