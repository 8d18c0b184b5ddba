// Language switch (spec §1): nl-NL (default) and en-US; the choice is stored in the locale cookie for a year.
import { useUnit } from 'effector-react';
import { $locale, LOCALES, localeChosen, type Locale } from '@etalage/domain';
import { useT } from '~/i18n/use-t';

export function LocaleSwitch() {
  const t = useT();
  const [locale, choose] = useUnit([$locale, localeChosen]);
  return (
    <div className="locale-switch" role="group" aria-label={t('shell.language')}>
      {LOCALES.map((option: Locale) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          className="locale-switch__option"
          onClick={() => (option === locale ? undefined : choose(option))}
        >
          {t(`shell.language.${option}`)}
        </button>
      ))}
    </div>
  );
}
