// An address as the lines of an envelope: the one rendering the checkout, the address book, the overview and the
// order page share. The space after each line keeps the lines apart in accessible names.
import type { OrderAddress } from '@etalage/domain/account';
import { useT } from '~/i18n/use-t';

/** The fields drawn: a saved address and an order's copy of one both have them. */
type AddressShape = Pick<
  OrderAddress,
  'companyName' | 'firstName' | 'lastName' | 'streetName' | 'houseNumber' | 'houseNumberAddition' | 'zipCode' | 'city'
> &
  Partial<Pick<OrderAddress, 'countryCode' | 'phoneNumber'>>;

export function AddressLines({
  address,
  lineClassName,
  withCountry = false,
  withPhone = false,
}: {
  address: AddressShape;
  lineClassName?: string;
  /** Adds the country's name, and the phone number when there is one. */
  withCountry?: boolean;
  withPhone?: boolean;
}) {
  const t = useT();
  const lines = [
    address.companyName,
    `${address.firstName} ${address.lastName}`,
    `${address.streetName} ${address.houseNumber}${address.houseNumberAddition ? ` ${address.houseNumberAddition}` : ''}`,
    `${address.zipCode} ${address.city}`,
    withCountry && address.countryCode ? t(`address.country.${address.countryCode}`) : '',
    withPhone ? (address.phoneNumber ?? '') : '',
  ].filter(Boolean);
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className={lineClassName}>
          {line}{' '}
        </span>
      ))}
    </>
  );
}
