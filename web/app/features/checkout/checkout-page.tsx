// One checkout page, chosen by the URL (./page): the email check, the login, a step (beside a compact order
// summary on steps 1 and 2), or the payment outcome. An empty cart has nothing to check out.
import { useUnit } from '~/effector/use-unit';
import { $isEmpty, $isLoading } from '@etalage/domain/cart';
import { type CheckoutPage as Page } from '@etalage/domain/checkout';
import { CheckoutLoginPage, StartPage } from './start-page';
import { InformationStep } from './information-step';
import { DeliveryStep } from './delivery-step';
import { OverviewStep } from './overview-step';
import { PaymentOutcomePage, PayStep } from './payment-pages';
import { CartSummary } from './order-summary';
import { EmptyCheckout } from './step-parts';

export function CheckoutPage({ page }: { page: Page }) {
  const [isEmpty, isLoading] = useUnit([$isEmpty, $isLoading]);
  const needsCart = page.kind === 'start' || (page.kind === 'step' && page.step !== 'pay');
  if (needsCart && isEmpty && !isLoading) return <EmptyCheckout />;
  switch (page.kind) {
    case 'start':
      return <StartPage />;
    case 'login':
      return <CheckoutLoginPage />;
    case 'payment':
      return <PaymentOutcomePage />;
    case 'step':
      switch (page.step) {
        case 'information':
        case 'delivery':
          return (
            <div className="checkout__columns">
              <div className="checkout__step">
                {page.step === 'information' ? <InformationStep /> : <DeliveryStep />}
              </div>
              <aside className="checkout__aside">
                <CartSummary titleId="aside-summary-title" compact />
              </aside>
            </div>
          );
        case 'overview':
          return <OverviewStep />;
        case 'pay':
          return <PayStep />;
      }
  }
}
