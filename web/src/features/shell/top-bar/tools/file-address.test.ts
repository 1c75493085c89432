import { describe, expect, it } from 'vitest';
import { openableFileAddress, showableImageAddress } from './file-address';

const page = 'https://portal.plant.example/workbench/index.html#/';

describe('openable file addresses (documents, exports)', () => {
  it('accepts http and https addresses as they are', () => {
    expect(openableFileAddress('https://docs.plant.example/a.pdf', '', page)).toBe('https://docs.plant.example/a.pdf');
    expect(openableFileAddress(' http://10.0.0.5:8080/b.xlsx ', '', page)).toBe('http://10.0.0.5:8080/b.xlsx');
  });

  it('puts the API base address before relative addresses (docs/spec.md §7)', () => {
    expect(openableFileAddress('/files/a.pdf', 'http://mes.plant:8080/', page)).toBe(
      'http://mes.plant:8080/files/a.pdf',
    );
    expect(openableFileAddress('files/a.pdf', '', page)).toBe('https://portal.plant.example/workbench/files/a.pdf');
  });

  it('refuses every other scheme, also when disguised', () => {
    for (const address of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'vbscript:msgbox(1)',
      'mailto:someone@plant.example',
      '',
      '   ',
    ]) {
      expect(openableFileAddress(address, 'http://mes.plant:8080', page), address).toBeNull();
    }
  });

  it('shows inline data images as logos, but nothing else inline', () => {
    expect(showableImageAddress('data:image/svg+xml;base64,PHN2Zy8+', '', page)).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(showableImageAddress('data:text/html,hi', '', page)).toBeNull();
    expect(showableImageAddress('/logo.png', '', page)).toBe('https://portal.plant.example/logo.png');
  });
});
