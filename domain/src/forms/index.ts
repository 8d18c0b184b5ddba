// Form validation rules (spec §5) shared by login, registration, checkout and the address modal.
export {
  VALIDATION,
  type FormErrors,
  isFormValid,
  passwordRules,
  validateLoginForm,
  validatePreSessionForm,
  type CheckoutInformationField,
  validateCheckoutInformationForm,
  type AddressField,
  validateAddressForm,
} from './lib';
