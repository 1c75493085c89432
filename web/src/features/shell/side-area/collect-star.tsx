import { LoadingOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CollectStarProps {
  /** The page's title in the active language, for the button's name. */
  title: string;
  collected: boolean;
  pending: boolean;
  onToggle(): void;
}

/** The star beside a Page: adds it to or removes it from My Favourites (docs/spec.md §7 create / cancelCollect). */
export function CollectStar({ title, collected, pending, onToggle }: CollectStarProps) {
  const { t } = useTranslation();
  const action = collected ? t('sideArea.uncollect') : t('sideArea.collect');
  const name = collected ? t('sideArea.uncollectPage', { title }) : t('sideArea.collectPage', { title });
  return (
    <Tooltip title={action} placement="right" mouseEnterDelay={0.4}>
      <button
        type="button"
        className={`wb-collect-star${collected ? ' is-collected' : ''}`}
        aria-label={name}
        aria-busy={pending || undefined}
        disabled={pending}
        // The star sits inside a tree row: its click and keys must not also open the page.
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
        onKeyDown={(event) => event.stopPropagation()}
        onFocus={(event) => event.stopPropagation()}
      >
        {pending ? (
          <LoadingOutlined aria-hidden />
        ) : collected ? (
          <StarFilled aria-hidden />
        ) : (
          <StarOutlined aria-hidden />
        )}
      </button>
    </Tooltip>
  );
}
