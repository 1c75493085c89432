import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferedWay } from './offered-ways';

export const panelIdOf = (way: OfferedWay) => `wb-login-panel-${way}`;
export const tabIdOf = (way: OfferedWay) => `wb-login-tab-${way}`;

interface SignInWayTabsProps {
  ways: readonly OfferedWay[];
  chosen: OfferedWay;
  onChoose(way: OfferedWay): void;
}

/**
 * The switch between the ways to sign in, as tabs: arrow keys, Home and End move between them
 * (and choose), as screen readers announce a tab list.
 */
export function SignInWayTabs({ ways, chosen, onChoose }: SignInWayTabsProps) {
  const { t } = useTranslation();
  const tabs = useRef<Partial<Record<OfferedWay, HTMLButtonElement | null>>>({});

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const at = ways.indexOf(chosen);
    const next = {
      ArrowRight: ways[(at + 1) % ways.length],
      ArrowLeft: ways[(at - 1 + ways.length) % ways.length],
      Home: ways[0],
      End: ways[ways.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onChoose(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="wb-login-ways" role="tablist" aria-label={t('login.waysLabel')} onKeyDown={move}>
      {ways.map((way) => (
        <button
          key={way}
          ref={(element) => {
            tabs.current[way] = element;
          }}
          type="button"
          role="tab"
          id={tabIdOf(way)}
          aria-selected={way === chosen}
          aria-controls={panelIdOf(way)}
          tabIndex={way === chosen ? 0 : -1}
          className="wb-login-way"
          onClick={() => onChoose(way)}
        >
          {t(`login.way.${way}`)}
        </button>
      ))}
    </div>
  );
}
