import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { ok } from '../../../testing/mock-network';
import { FaceDialog } from './components/face-dialog';
import { LI_WEI } from './testing/users-fixtures';

const faceImagePath = API_PATHS.admin.faceImage(LI_WEI.id);
const faceUpdatePath = API_PATHS.admin.faceUpdate(LI_WEI.id);

const admin = setUpAdminTests({
  routes: () => ({
    [faceImagePath]: () => ({
      status: 404,
      body: new Blob([JSON.stringify({ code: 0, errorCode: '10000', message: 'No face', data: null })]),
    }),
    [faceUpdatePath]: () => ok({ ...LI_WEI, hasFace: true }),
  }),
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderWithPortal = (element: Parameters<typeof admin.render>[0]) => admin.render(element).user;

/** The camera as the browser offers it: getUserMedia failing with this DOMException, or none at all. */
function cameraRefusing(name?: string) {
  const mediaDevices = name ? { getUserMedia: vi.fn().mockRejectedValue(new DOMException('camera', name)) } : undefined;
  vi.stubGlobal('navigator', { ...navigator, mediaDevices });
}

// Taking the picture itself is a browser's work (a camera, a video, a canvas): e2e/specs/face-sign-in.spec.ts ("registering a face on /User from the camera").
describe('a face picture from the camera (faceAiUser/UpdateUser)', () => {
  it('is offered beside choosing a file, and says when no camera can be used', async () => {
    cameraRefusing();
    const user = renderWithPortal(<FaceDialog user={LI_WEI} onClose={() => undefined} />);
    expect(await screen.findByText('No face registered.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose a picture/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Take a picture/ }));
    expect(await screen.findByText('No camera can be used here. Choose a picture file instead.')).toBeTruthy();
    expect(screen.getByLabelText('Camera picture')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Take the picture/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No face registered.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose a picture/ })).toBeTruthy();
    expect(admin.requests(faceUpdatePath)).toHaveLength(0);
  });

  it('says when the camera may not be used, and sends nothing', async () => {
    cameraRefusing('NotAllowedError');
    const user = renderWithPortal(<FaceDialog user={LI_WEI} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: /Take a picture/ }));
    await waitFor(() =>
      expect(
        screen.getByText('The camera may not be used here. Allow it for this page, or choose a picture file.'),
      ).toBeTruthy(),
    );
    expect((screen.getByRole('button', { name: /Take the picture/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(admin.requests(faceUpdatePath)).toHaveLength(0);
  });
});
