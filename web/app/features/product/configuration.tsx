// The way from a long group on the page to the configuration panel (spec §2 Panels: configuration, "for groups
// with many items"; docs/product.md "Long groups"): the page shows a few of the group's items and this button,
// which opens the panel with all of them. The panel itself loads when first opened (./panels).
import { useT } from '~/i18n/use-t';
import { preloadOnIntent } from '~/components/panels';
import { ConfigurationPanel } from './panels';

export function AllChoicesButton({ count, name, onOpen }: { count: number; name: string; onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="link-button all-choices"
      aria-haspopup="dialog"
      {...preloadOnIntent(ConfigurationPanel)}
      onClick={onOpen}
    >
      {t('configurator.allChoices', { count, name })}
    </button>
  );
}
