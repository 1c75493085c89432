import { SoundOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSoundStore } from '../stores/sound-store';

/**
 * Browsers refuse to play sound before the user has interacted with the page. The alarm must not
 * stay silent unnoticed: this offers to start it, and the click itself lifts the block.
 */
export function SoundBlockedButton({ onEnable }: { onEnable: () => void }) {
  const { t } = useTranslation();
  const blocked = useSoundStore((s) => s.blocked);
  if (!blocked) return null;
  return (
    <Button className="wb-sound-blocked" icon={<SoundOutlined aria-hidden="true" />} onClick={onEnable}>
      {t('realtime.sound.blocked')}
    </Button>
  );
}
