// Spec §1: the floating contact bar — a phone link, a WhatsApp link when the shop has a number, and the external
// review link with the fixed score 9.7 and three stars — shown only when the customer-care and app-content
// settings are both on (contactBarOf in the domain). Compact at the lower right, under every panel.
import { useUnit } from '~/effector/use-unit';
import { $contactBar, REVIEW_SCORE_LABEL, type ContactBar as Bar } from '@etalage/domain/app';
import { $locale } from '@etalage/domain/i18n';
import { numberFormat } from '~/i18n/translator';
import { useT } from '~/i18n/use-t';
import { ChatIcon, PhoneIcon, StarIcon } from './icons';

export function ContactBar() {
  const bar = useUnit($contactBar);
  if (bar === null) return null;
  return <ContactLinks bar={bar} />;
}

function ContactLinks({ bar }: { bar: Bar }) {
  const t = useT();
  const locale = useUnit($locale);
  // One memoized formatter per locale (the translator's), not a new Intl.NumberFormat per render.
  const score = numberFormat(locale, { minimumFractionDigits: 1 }).format(REVIEW_SCORE_LABEL);
  return (
    <nav className="contact-bar" aria-label={t('contact.region')}>
      <ul>
        {bar.phone ? (
          <li>
            <a
              className="contact-bar__link"
              href={bar.phone.href}
              aria-label={t('contact.phone', { phone: bar.phone.label })}
            >
              <PhoneIcon size={18} />
              <span className="contact-bar__text">{t('contact.phoneShort')}</span>
            </a>
          </li>
        ) : null}
        {bar.whatsappHref ? (
          <li>
            <a
              className="contact-bar__link"
              href={bar.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('contact.whatsapp')}
            >
              <ChatIcon size={18} />
              <span className="contact-bar__text">WhatsApp</span>
            </a>
          </li>
        ) : null}
        {bar.reviewHref ? (
          <li>
            <a
              className="contact-bar__link contact-bar__review"
              href={bar.reviewHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('contact.reviews', { score })}
            >
              <span className="contact-bar__score">{score}</span>
              <span className="contact-bar__stars" aria-hidden="true">
                <StarIcon size={12} />
                <StarIcon size={12} />
                <StarIcon size={12} />
              </span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
