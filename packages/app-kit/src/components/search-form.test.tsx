import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-context';
import { createTranslator } from '../i18n/translator';
import { cleanUpAfterEachTest } from '../testing/cleanup';
import { SearchForm } from './search-form';

cleanUpAfterEachTest();

const texts = { search: 'Search', clear: 'Clear' };
const translator = createTranslator({ 'zh-Hans': texts, en: texts, 'de-DE': texts });

describe('SearchForm', () => {
  it('searches the trimmed keyword on submit, and a clearable box empties and searches again', () => {
    const onSearch = vi.fn();
    render(
      <I18nProvider language="en" translator={translator}>
        <SearchForm placeholder="Order number" onSearch={onSearch} clearable />
      </I18nProvider>,
    );
    const box = screen.getByRole('searchbox', { name: 'Order number' });
    // A search landmark, which screen readers list and jump to.
    expect(screen.getByRole('search').contains(box)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.change(box, { target: { value: '  PO-1 ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('PO-1');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect((box as HTMLInputElement).value).toBe('');
  });
});
