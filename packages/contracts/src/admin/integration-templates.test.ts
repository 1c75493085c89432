import { describe, expect, it } from 'vitest';
import { isJsonTemplate, renderTemplate } from './integration-templates';

describe('templates', () => {
  const values = { title: 'Fire <Hall 2> & "smoke"', text: 'Line 1\nLine 2 \\ done', channel: 'Night shift' };

  it('escape values for an e-mail body but keep the template’s own markup', () => {
    expect(renderTemplate('<h1>{{title}}</h1><p>{{ text }}</p>{{unknown}}', values, 'html')).toBe(
      '<h1>Fire &lt;Hall 2&gt; &amp; &quot;smoke&quot;</h1><p>Line 1\nLine 2 \\ done</p>',
    );
  });

  it('keep a plugin’s JSON body valid whatever an event’s text holds', () => {
    const body = renderTemplate('{"alarm": "{{title}}", "detail": "{{text}}", "from": "{{channel}}"}', values, 'json');
    expect(JSON.parse(body)).toEqual({ alarm: values.title, detail: values.text, from: 'Night shift' });
  });

  it('leave plain text as it is', () => {
    expect(renderTemplate('{{title}}: {{text}}', values, 'text')).toBe(`${values.title}: ${values.text}`);
  });

  it('tell a body template that cannot give JSON', () => {
    expect(isJsonTemplate('{"alarm": "{{title}}"}')).toBe(true);
    expect(isJsonTemplate('{"alarm": {{title}}}')).toBe(false);
    expect(isJsonTemplate('not json')).toBe(false);
  });
});
