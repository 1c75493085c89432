// The floor page of bare-server.ts drawn by React instead of the DOM: React and ReactDOM alone, no
// router, no translations, no styles. The same form; submitting it fetches an answer of the menu's
// size and draws as many menu items. What the portal's page loads take beyond this page is the
// portal's own; what this page takes beyond the plain floor is React's.
import { type FormEvent, createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

const shape = new URLSearchParams(location.search);

function Floor() {
  const [items, setItems] = useState<number | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await fetch(`/json/${Number(shape.get('answer')) || 0}`, { method: 'POST', body: '{}' });
    await answer.json();
    setItems(Number(shape.get('items')) || 1);
  }
  if (items !== null) {
    const list = Array.from({ length: items }, (_, i) => h('li', { key: i, role: 'menuitem' }, `Menu item ${i + 1}`));
    return h('nav', { className: 'wb-side-area' }, h('ul', { role: 'menu' }, list));
  }
  return h(
    'form',
    { onSubmit: submit },
    h('label', null, 'User name ', h('input', { name: 'userName', autoComplete: 'username' })),
    h('label', null, 'Password ', h('input', { name: 'password', type: 'password', autoComplete: 'current-password' })),
    h('button', { type: 'submit' }, 'Sign in'),
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(h(Floor));
