import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { checkoutIdentitySchema, emptyCheckoutIdentity, type CheckoutIdentityValues } from '@storefront/shared/validation';
import { IdentityFields, toIdentityInput } from './identity-form';

function Harness({ onValid }: { onValid: (v: CheckoutIdentityValues) => void }) {
  const schema = checkoutIdentitySchema([{ name: 'company', label: 'Company', required: true }]);
  const form = useForm<CheckoutIdentityValues>({ resolver: yupResolver(schema), defaultValues: emptyCheckoutIdentity('USD', [{ name: 'company', label: 'Company' }]) });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <IdentityFields form={form} customFields={[{ name: 'company', label: 'Company', required: true }]} />
      <button type="submit">Go</button>
    </form>
  );
}

describe('IdentityFields', () => {
  it('focuses the first invalid field and shows the schema messages', async () => {
    render(<Harness onValid={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByText('Please enter Company.')).toBeInTheDocument();
  });

  it('offers states for the US and a postcode for the UK', async () => {
    render(<Harness onValid={jest.fn()} />);
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'GB');
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toBeInTheDocument();
  });

  it('turns the values into the identity with address and custom fields', () => {
    expect(
      toIdentityInput({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        emailConfirm: 'ada@example.com',
        phone: '',
        address: '1 Main St',
        addressMore: '',
        city: 'Springfield',
        state: 'NY',
        country: 'US',
        zipCode: '12345',
        custom: { company: 'Acme' },
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      additionalInfo: { address: '1 Main St', city: 'Springfield', state: 'NY', country: 'US', zip_code: '12345', company: 'Acme' },
    });
  });
});
