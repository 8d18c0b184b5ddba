// The information page's form (spec §2 /account/information, §5 information form): the account's company name
// (optional), first and last name and phone, filled from the session. Saving sends only what changed with
// `POST /api/v2/account`, whose answer is the session; a form with no changes sends nothing and says so. The
// invoice address is changed in the address modal (./address-edit), with the lookup.
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { failureMessage } from '../api';
import {
  changedFields,
  isFormValid,
  validateAccountInformation,
  type AccountInformationField,
  type FormErrors,
} from '../forms';
import { $session, loggedOut, type AccountSession } from '../session';
import type { AccountUpdateRequest } from '../session/contract';
import { message, notificationShown } from '../shell';
import { updateAccountFx } from './api';

export type InformationValues = Record<AccountInformationField, string>;

export const INFORMATION_MESSAGES = {
  saved: 'account.information.saved',
  failed: 'account.information.failed',
  unchanged: 'account.information.unchanged',
  invalid: 'address.modal.invalid',
} as const;

export const informationPageStarted = createEvent();
export const informationFieldChanged = createEvent<{ field: AccountInformationField; value: string }>();
export const informationSubmitted = createEvent();

/** The form's fields as the session has them. */
export const informationOf = (session: AccountSession | null): InformationValues => ({
  companyName: session?.companyName ?? '',
  firstName: session?.firstName ?? '',
  lastName: session?.lastName ?? '',
  phoneNumber: session?.phoneNumber ?? '',
});

export const $informationValues = createStore<InformationValues>(informationOf(null), { name: '$accountInformation' })
  .on(informationFieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
  .reset(loggedOut);
export const $informationFormErrors = $informationValues.map((values): FormErrors<AccountInformationField> =>
  validateAccountInformation(values),
);
export const $showInformationFormErrors = createStore(false, { name: '$showAccountInformationErrors' }).reset(
  informationPageStarted,
  loggedOut,
);

/** Whether the form holds what the account has: nothing is left to save (a failed save leaves its changes). */
export const $isInformationSaved = combine(
  $session,
  $informationValues,
  (session, values) => session !== null && Object.keys(changedFields(informationOf(session), values)).length === 0,
);

const saveInformationFx = attach({ effect: updateAccountFx });
export const $isSavingInformation = saveInformationFx.pending;

sample({ clock: informationPageStarted, source: $session, fn: informationOf, target: $informationValues });

const checked = sample({
  clock: informationSubmitted,
  source: { values: $informationValues, errors: $informationFormErrors, session: $session, busy: $isSavingInformation },
  filter: ({ busy, session }) => !busy && session !== null,
});
$showInformationFormErrors.on(checked, (shown, { errors }) => shown || !isFormValid(errors));
const valid = checked.filterMap(({ values, errors, session }) =>
  isFormValid(errors) ? (changedFields(informationOf(session), values) as AccountUpdateRequest) : undefined,
);
sample({
  clock: valid,
  filter: (changes) => Object.keys(changes).length === 0,
  fn: () => ({ message: message(INFORMATION_MESSAGES.unchanged), type: 'info' as const }),
  target: notificationShown,
});
sample({ clock: valid, filter: (changes) => Object.keys(changes).length > 0, target: saveInformationFx });

sample({ clock: saveInformationFx.doneData, target: $session });
sample({ clock: saveInformationFx.doneData, fn: informationOf, target: $informationValues });
sample({
  clock: saveInformationFx.done,
  fn: () => ({
    title: message('titles.success'),
    message: message(INFORMATION_MESSAGES.saved),
    type: 'success' as const,
  }),
  target: notificationShown,
});
sample({
  clock: saveInformationFx.failData,
  fn: (error) => ({
    title: message('titles.failed'),
    message: failureMessage(error, message(INFORMATION_MESSAGES.failed)),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
