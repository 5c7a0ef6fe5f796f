import { Text, Textarea, TextInput } from '@mantine/core';
import { bookingSchema, CATALOGUE_ORDER, type CatalogueKind, fieldErrors, message } from '@parkflow/domain';
import type { ItemSummary } from '../../shared/api/types';
import { useCreateDialog } from '../../shared/forms/useCreateDialog';
import { useSchemaForm } from '../../shared/forms/useSchemaForm';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';

interface BookingValues extends Record<string, unknown> {
  startTime: string;
  endTime: string;
  backup: string;
}

/** The browser's datetime-local value (2026-12-01T09:00) as the order keeps it (2026-12-01 09:00). */
const asBookingTime = (value: string) => value.replace('T', ' ');

/**
 * An enterprise books an on-shelf equipment or service (seed 001 §3 Booking order: startTime,
 * endTime, backup). The order is its company's; the park answers it (接单 / 拒绝). An item gone
 * off shelf meanwhile is refused by the api (该项目已下架，暂不可预约).
 */
export function BookDialog({ kind, item, onClose }: { kind: CatalogueKind; item: ItemSummary; onClose: () => void }) {
  const validate = (v: BookingValues) =>
    fieldErrors(bookingSchema, {
      itemId: item.id,
      startTime: asBookingTime(v.startTime),
      endTime: asBookingTime(v.endTime),
      backup: v.backup,
    });
  const form = useSchemaForm<BookingValues>({ initialValues: { startTime: '', endTime: '', backup: '' }, validate });
  const { close, create } = useCreateDialog(CATALOGUE_ORDER[kind], form, { success: message('ORDER.BOOKED'), onClose });
  const submit = () => {
    if (!form.validate()) return;
    create.mutate({
      itemId: item.id,
      startTime: asBookingTime(form.values.startTime),
      endTime: asBookingTime(form.values.endTime),
      backup: form.values.backup,
    });
  };
  return (
    <FormDialog
      opened
      title={texts.catalogue.bookTitle(String(item.name ?? ''))}
      dirty={form.isDirty()}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <Text size="sm" c="dimmed">
        {String(item.belongCompany ?? '')} · {String(item.price ?? '')}
      </Text>
      <TextInput type="datetime-local" label={texts.catalogue.startTime} withAsterisk {...form.getInputProps('startTime')} />
      <TextInput type="datetime-local" label={texts.catalogue.endTime} withAsterisk {...form.getInputProps('endTime')} />
      <Textarea label={texts.catalogue.backup} autosize minRows={2} {...form.getInputProps('backup')} />
    </FormDialog>
  );
}
