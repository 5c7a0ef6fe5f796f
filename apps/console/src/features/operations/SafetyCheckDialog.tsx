import {
  ActionIcon,
  Button,
  Card,
  FileButton,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  CORRECTION_STATES,
  DANGER_TYPES,
  fieldErrors,
  fileIdsIn,
  message,
  SAFETY_IMPORT_COLUMNS,
  safetyCheckChangesSchema,
} from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { invalidateItem } from '../../shared/api/keys';
import { itemCommandMutation, uploadFileMutation } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { headerOf } from '../../shared/headers';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';
import { SceneImages } from './SceneImages';

interface Danger {
  dangerDesc: string;
  dangerType: string;
  correctDeadline: string;
  correctState: string;
  advice: string;
  howToDo: string;
  img: string;
}
const NEW_DANGER: Danger = {
  dangerDesc: '',
  dangerType: DANGER_TYPES[0],
  correctDeadline: '',
  correctState: CORRECTION_STATES[0],
  advice: '',
  howToDo: '',
  img: '',
};
const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** A field says what the import template's column of it says (libs/domain's one list of them). */
const label = (key: string) => headerOf(SAFETY_IMPORT_COLUMNS, key);

const draftOf = (check: ItemSummary) => ({
  contactName: text(check.contactName),
  contactTel: text(check.contactTel),
  remarks: text(check.remarks),
  dangerList: (Array.isArray(check.dangerList) ? (check.dangerList as Record<string, unknown>[]) : []).map((d): Danger => ({
    dangerDesc: text(d.dangerDesc),
    dangerType: text(d.dangerType),
    correctDeadline: text(d.correctDeadline),
    correctState: text(d.correctState),
    advice: text(d.advice),
    howToDo: text(d.howToDo),
    img: text(d.img),
  })),
});

/**
 * 编辑 a safety inspection (seed 001 §2.12, §3): the contact, the remarks and the danger items
 * (隐患描述, 隐患类型 of the eight, 整改期限, 整改状态 未整改 / 已整改 / 无问题, 整改建议, 整改措施,
 * images). Company and check day are its key and stay. The rules are libs/domain's.
 */
export function SafetyCheckDialog({ check, onClose }: { check: ItemSummary; onClose: () => void }) {
  const client = useQueryClient();
  const [initial] = useState(() => draftOf(check));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useMutation({
    ...itemCommandMutation('safety-check'),
    onSuccess: async () => {
      notify.success(message('SUCCESS.EDITED'));
      await invalidateItem(client, 'safety-check', check.id);
      onClose();
    },
    onError: (error) => notify.error(isApiError(error) ? error.message : String(error)),
  });
  const upload = useMutation({
    ...uploadFileMutation('image'),
    onError: (e) => notify.error(isApiError(e) ? e.message : String(e)),
  });
  const setDanger = (index: number, patch: Partial<Danger>) =>
    setDraft((d) => ({ ...d, dangerList: d.dangerList.map((x, i) => (i === index ? { ...x, ...patch } : x)) }));
  const submit = () => {
    const found = fieldErrors(safetyCheckChangesSchema, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    edit.mutate({ id: check.id, type: 'Edit', expectedVersion: check.version, changes: draft });
  };
  const addImage = async (index: number, file: File | null) => {
    if (!file) return;
    const stored = await upload.mutateAsync(file).catch(() => null);
    if (stored) setDanger(index, { img: [...fileIdsIn(draft.dangerList[index]?.img), stored.id].join(',') });
  };
  return (
    <FormDialog
      opened
      title={texts.operations.editSafetyCheck}
      dirty={JSON.stringify(draft) !== JSON.stringify(initial)}
      submitting={edit.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="xl"
    >
      <Text size="sm">
        {String(check.companyName ?? '')} · {label('checkTime')} {String(check.checkTime ?? '')}
      </Text>
      <SimpleGrid cols={2}>
        <TextInput
          label={label('contactName')}
          value={draft.contactName}
          onChange={(e) => setDraft({ ...draft, contactName: e.currentTarget.value })}
        />
        <TextInput
          label={label('contactTel')}
          value={draft.contactTel}
          onChange={(e) => setDraft({ ...draft, contactTel: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        label={label('remarks')}
        value={draft.remarks}
        onChange={(e) => setDraft({ ...draft, remarks: e.currentTarget.value })}
        autosize
      />
      <Group justify="space-between">
        <Title order={5}>{texts.operations.dangers(draft.dangerList.length)}</Title>
        <Button
          size="xs"
          variant="light"
          onClick={() => setDraft({ ...draft, dangerList: [...draft.dangerList, { ...NEW_DANGER }] })}
        >
          {texts.operations.addDanger}
        </Button>
      </Group>
      {draft.dangerList.map((danger, i) => (
        <Card key={i} withBorder padding="sm" data-testid="danger-item">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {texts.operations.danger(i + 1)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={texts.operations.removeDanger(i + 1)}
                onClick={() => setDraft({ ...draft, dangerList: draft.dangerList.filter((_, j) => j !== i) })}
              >
                ✕
              </ActionIcon>
            </Group>
            <Textarea
              label={label('dangerDesc')}
              withAsterisk
              autosize
              value={danger.dangerDesc}
              onChange={(e) => setDanger(i, { dangerDesc: e.currentTarget.value })}
              error={errors[`dangerList.${i}.dangerDesc`]}
            />
            <SimpleGrid cols={3}>
              <Select
                label={label('dangerType')}
                withAsterisk
                data={[...DANGER_TYPES]}
                value={danger.dangerType}
                onChange={(v) => setDanger(i, { dangerType: v ?? '' })}
                error={errors[`dangerList.${i}.dangerType`]}
              />
              <DateInput
                label={label('correctDeadline')}
                placeholder={texts.operations.datePlaceholder}
                valueFormat="YYYY-MM-DD"
                clearable
                value={danger.correctDeadline || null}
                onChange={(v) => setDanger(i, { correctDeadline: v ? String(v).slice(0, 10) : '' })}
              />
              <Select
                label={label('correctState')}
                withAsterisk
                data={[...CORRECTION_STATES]}
                value={danger.correctState}
                onChange={(v) => setDanger(i, { correctState: v ?? '' })}
                error={errors[`dangerList.${i}.correctState`]}
              />
            </SimpleGrid>
            <SimpleGrid cols={2}>
              <Textarea
                label={label('advice')}
                autosize
                value={danger.advice}
                onChange={(e) => setDanger(i, { advice: e.currentTarget.value })}
              />
              <Textarea
                label={label('howToDo')}
                autosize
                value={danger.howToDo}
                onChange={(e) => setDanger(i, { howToDo: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Group gap="sm" align="center">
              <SceneImages value={danger.img} label={texts.operations.dangerImages} />
              <FileButton onChange={(file) => void addImage(i, file)} accept="image/png,image/jpeg,image/webp">
                {(props) => (
                  <Button {...props} size="xs" variant="default" loading={upload.isPending}>
                    {texts.catalogue.upload}
                  </Button>
                )}
              </FileButton>
            </Group>
          </Stack>
        </Card>
      ))}
    </FormDialog>
  );
}
