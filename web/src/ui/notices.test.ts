import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startPortal } from '../testing/render-app';
import { showErrorModal } from './notices';

beforeEach(async () => {
  await startPortal();
});

describe('the error box', () => {
  it('shows a message once while it is open, and again after it was closed', async () => {
    await Promise.all([
      showErrorModal('You do not have access to this application.'),
      showErrorModal('You do not have access to this application.'),
    ]);
    await screen.findByText('You do not have access to this application.');
    expect(screen.getAllByText('You do not have access to this application.')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await showErrorModal('You do not have access to this application.');
    // The closed box may still be in the document while it fades out; a new one has opened beside it.
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm-error')).toHaveLength(2));
  });
});
