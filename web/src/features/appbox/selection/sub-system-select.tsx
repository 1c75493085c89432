import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectStandIn } from './select-stand-in';
import { type SubSystemSelectProps, subSystemOptions } from './sub-system-options';
import type { SubSystemSelectFieldProps } from './sub-system-select-field';

export type { SubSystemSelectProps } from './sub-system-options';

type Field = ComponentType<SubSystemSelectFieldProps>;

let loadedField: Field | undefined;
let loadingField: Promise<Field> | undefined;

/** antd's Select comes in its own chunk, asked for once; a failed download is asked for again next time. */
function loadField(): Promise<Field> {
  loadingField ??= import('./sub-system-select-field').then(
    (module) => {
      loadedField = module.SubSystemSelectField;
      return loadedField;
    },
    (error: unknown) => {
      loadingField = undefined;
      throw error;
    },
  );
  return loadingField;
}

/** What the user did on the stand-in before the real select arrived. */
interface Intent {
  /** How many times the real select was asked for (a failed download is tried again on the next). */
  asks: number;
  open: boolean;
  focus: boolean;
}

/**
 * The entered application's sub-systems; choosing another one changes the sub-system (docs/spec.md §4).
 * The top bar shows it on every signed-in screen, yet it is opened rarely: it first draws as a
 * stand-in that looks the same, and antd's Select (with its virtual list, a large download) is
 * fetched when the pointer comes over it or it takes the focus, and takes its place once it has
 * arrived — opened and focused if the user has already clicked or pressed a key on the stand-in.
 */
export function SubSystemSelect(props: SubSystemSelectProps) {
  const { t } = useTranslation();
  const [field, setField] = useState<Field | undefined>(() => loadedField);
  const [intent, setIntent] = useState<Intent>({ asks: 0, open: false, focus: false });

  useEffect(() => {
    if (field || intent.asks === 0) return;
    let mounted = true;
    loadField().then(
      (loaded) => mounted && setField(() => loaded),
      // Nothing to show: the stand-in stays, and the next hover, focus or click asks again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [field, intent.asks]);

  if (field) {
    const RealSelect = field;
    return <RealSelect {...props} defaultOpen={intent.open} autoFocus={intent.focus} />;
  }

  const { selection } = props;
  const chosen = subSystemOptions(selection, props.subSystems).find((option) => option.value === selection.dbId);
  return (
    <SelectStandIn
      className={props.className}
      label={t('appbox.subSystem')}
      valueText={chosen?.label}
      placeholder={t('appbox.noSubSystem')}
      // The list is on its way once asked for: the same spinner as while the sub-systems load.
      loading={props.loading || intent.open}
      disabled={selection.dbId === null}
      onPrepare={() => setIntent((previous) => ({ ...previous, asks: previous.asks + 1 }))}
      onFocusChange={(focus) => setIntent((previous) => ({ ...previous, asks: previous.asks + 1, focus }))}
      onOpen={() => setIntent((previous) => ({ asks: previous.asks + 1, open: true, focus: true }))}
    />
  );
}
