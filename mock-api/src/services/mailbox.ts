// The mails the mock "sent" (GET /__mock/mailbox): the fold keeps a record per mail (state.ts), this words it as
// the shop would, in Dutch, its default language, with the links QA follows: the password reset link with its
// token (`{STOREFRONT_URL}/account/reset?token=...`) and the order page of a confirmation.
import { formatCartPrice } from '@etalage/domain/pricing';
import type { MailRecord } from '../state/state';
import type { Deps } from './deps';

export interface MailView {
  id: string;
  at: string;
  kind: MailRecord['kind'];
  to: string;
  subject: string;
  text: string;
  links: { rel: string; url: string }[];
}

/** The storefront page a reset mail links to; the form there posts the token to POST /api/v2/account/password. */
export const resetLink = (storefrontUrl: string, token: string): string =>
  `${storefrontUrl}/account/reset?token=${encodeURIComponent(token)}`;

export const viewMail = (deps: Deps, mail: MailRecord): MailView => {
  const shop = deps.store.dataset.app.organizationName;
  const customer = deps.store.state.customers.get(mail.customerId);
  const greeting = `Beste ${customer?.firstName ?? 'klant'},`;
  const base = { id: mail.id, at: mail.at, kind: mail.kind, to: mail.to };
  switch (mail.kind) {
    case 'password-reset': {
      const url = resetLink(deps.settings.storefrontUrl, mail.token ?? '');
      return {
        ...base,
        subject: `Stel je wachtwoord opnieuw in bij ${shop}`,
        text: `${greeting}\n\nKies een nieuw wachtwoord via deze link (een uur geldig, één keer te gebruiken):\n${url}\n\nHeb je dit niet aangevraagd? Dan hoef je niets te doen.`,
        links: [{ rel: 'reset', url }],
      };
    }
    case 'welcome':
      return {
        ...base,
        subject: `Welkom bij ${shop}`,
        text: `${greeting}\n\nJe account is aangemaakt. Je logt in met ${mail.to}.`,
        links: [{ rel: 'login', url: `${deps.settings.storefrontUrl}/account/login` }],
      };
    case 'order-confirmation': {
      const order = mail.orderUid === null ? undefined : deps.store.state.orders.get(mail.orderUid);
      const url = `${deps.settings.storefrontUrl}/account/orders/${encodeURIComponent(mail.orderUid ?? '')}`;
      const lines = (order?.order.lines ?? []).map((l) => `- ${l.quantity} × ${l.title}`).join('\n');
      const total = order ? formatCartPrice(order.order.totals.totalInclVat, 'nl-NL') : '';
      return {
        ...base,
        subject: `Je bestelling ${order?.order.number ?? ''} bij ${shop}`,
        text: `${greeting}\n\nBedankt voor je bestelling ${order?.order.number ?? ''}:\n${lines}\n\nTotaal: ${total}`,
        links: [{ rel: 'order', url }],
      };
    }
  }
};
