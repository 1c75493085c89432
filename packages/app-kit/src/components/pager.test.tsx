import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-context';
import { createTranslator } from '../i18n/translator';
import { cleanUpAfterEachTest } from '../testing/cleanup';
import { Pager } from './pager';

cleanUpAfterEachTest();

const texts = { pageOf: 'Page {page} of {pages}', totalItems: '{total} items', previousPage: 'Back', nextPage: 'On' };
const translator = createTranslator({ 'zh-Hans': texts, en: texts, 'de-DE': texts });

describe('Pager', () => {
  it('reads its texts from the application’s dictionaries and turns the page', () => {
    const onPage = vi.fn();
    render(
      <I18nProvider language="en" translator={translator}>
        <Pager totalCount={45} pageIndex={0} pageSize={20} onPage={onPage} />
      </I18nProvider>,
    );
    expect(screen.getByText('45 items')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Page 1 of 3' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'On' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });
});
