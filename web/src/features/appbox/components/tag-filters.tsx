import type { Tag } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';

export interface TagFiltersProps {
  tags: readonly Tag[];
  /** The chosen tag's id; null for All Applications. */
  value: string | null;
  onChange(tagId: string | null): void;
}

/** All Applications plus one toggle button per tag (docs/spec.md §2); exactly one is pressed. */
export function TagFilters({ tags, value, onChange }: TagFiltersProps) {
  const { t } = useTranslation();
  const filters = [
    { id: null, name: t('appbox.filterAll') },
    ...tags.map((tag) => ({ id: tag.id, name: tag.tagName })),
  ];

  return (
    <fieldset className="wb-tag-filters">
      <legend className="wb-visually-hidden">{t('appbox.filterLabel')}</legend>
      {filters.map((filter) => (
        <button
          key={filter.id ?? ''}
          type="button"
          className="wb-tag-filter"
          aria-pressed={filter.id === value}
          onClick={() => onChange(filter.id)}
        >
          {filter.name}
        </button>
      ))}
    </fieldset>
  );
}
