import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  CATALOGUE_ITEM_NOUNS,
  type CatalogueKind,
  companyServiceSchema,
  EQUIPMENT_TYPE_TAG,
  equipmentColumns,
  equipmentSchema,
  fieldErrors,
  message,
  SERVICE_TAG_LABELS,
  serviceColumns,
} from '@parkflow/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateItem } from '../../shared/api/keys';
import { catalogueTypesQuery, itemCommandMutation } from '../../shared/api/queries';
import type { ItemSummary } from '../../shared/api/types';
import { useCreateDialog } from '../../shared/forms/useCreateDialog';
import { useSchemaForm } from '../../shared/forms/useSchemaForm';
import { headerOf } from '../../shared/headers';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';
import { FormDialog } from '../../shared/ui/FormDialog';
import { ImageField } from './ImageField';

/** Every field of both dialogs, as text (selects hold ids as text; images comma-joined ids). */
interface CatalogueValues extends Record<string, unknown> {
  name: string;
  num: string;
  typeId: string | null;
  buildCompany: string;
  mainFunc: string;
  address: string;
  tag: string | null;
  mainTypeId: string | null;
  subTypeId: string | null;
  price: string;
  belongCompany: string;
  contactName: string;
  contactNum: string;
  detail: string;
  img: string;
}

const EQUIPMENT_FIELDS = [
  'name',
  'num',
  'typeId',
  'buildCompany',
  'mainFunc',
  'address',
  'price',
  'belongCompany',
  'contactName',
  'contactNum',
  'detail',
  'img',
] as const;
const SERVICE_FIELDS = [
  'name',
  'tag',
  'mainTypeId',
  'subTypeId',
  'price',
  'belongCompany',
  'contactName',
  'contactNum',
  'detail',
  'img',
] as const;
const fieldsOf = (kind: CatalogueKind): readonly (keyof CatalogueValues & string)[] =>
  kind === 'equipment' ? EQUIPMENT_FIELDS : SERVICE_FIELDS;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const choice = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

function valuesOf(item: ItemSummary | null): CatalogueValues {
  return {
    name: text(item?.name),
    num: text(item?.num),
    typeId: choice(item?.typeId),
    buildCompany: text(item?.buildCompany),
    mainFunc: text(item?.mainFunc),
    address: text(item?.address),
    tag: choice(item?.tag),
    mainTypeId: choice(item?.mainTypeId),
    subTypeId: choice(item?.subTypeId),
    price: text(item?.price),
    belongCompany: text(item?.belongCompany),
    contactName: text(item?.contactName),
    contactNum: text(item?.contactNum),
    detail: text(item?.detail),
    img: text(item?.img),
  };
}

/** What a dialog sends: its own kind's fields only. */
const bodyOf = (kind: CatalogueKind, values: CatalogueValues): Record<string, unknown> =>
  Object.fromEntries(fieldsOf(kind).map((f) => [f, values[f]]));

const schemaOf = (kind: CatalogueKind) => (kind === 'equipment' ? equipmentSchema : companyServiceSchema);
const TAG_CHOICES = Object.entries(SERVICE_TAG_LABELS).map(([value, label]) => ({ value, label }));

export interface CatalogueDialogProps {
  kind: CatalogueKind;
  /** The item to edit; null: the add dialog. */
  item: ItemSummary | null;
  onClose: () => void;
}

/**
 * The equipment and service dialogs (seed 001 §5). Add validates every field with the seed's
 * messages before sending (请输入设备名称 … 请上传设备图片; 请填写服务名称 … 请上传服务图片); edit sends
 * without running that validation (the api checks each changed field and its refusal shows
 * under the field). Full-width commas typed in 主要功能 become ordinary commas; changing the
 * category clears main and sub type, changing the main type clears the sub type.
 */
export function CatalogueDialog({ kind, item, onClose }: CatalogueDialogProps) {
  const adding = item === null;
  const validate = (values: CatalogueValues) => (adding ? fieldErrors(schemaOf(kind), bodyOf(kind, values)) : {});
  const form = useSchemaForm<CatalogueValues>({ initialValues: valuesOf(item), validate });
  const client = useQueryClient();
  const { close, create } = useCreateDialog(kind, form, { success: message('SUCCESS.ADDED'), onClose });
  const edit = useMutation({
    ...itemCommandMutation(kind),
    onSuccess: async () => {
      notify.success(message('SUCCESS.EDITED'));
      close();
      if (item) await invalidateItem(client, kind, item.id);
    },
    onError: (error) => {
      // the api names the change (`changes.name`): show it under its field
      if (error.field) form.setFieldError(error.field.replace(/^changes\./, ''), error.message);
      notify.error(error.message);
    },
  });

  const submit = () => {
    if (adding) {
      if (!form.validate()) return;
      create.mutate(bodyOf(kind, form.values));
      return;
    }
    const before = bodyOf(kind, valuesOf(item));
    const after = bodyOf(kind, form.values);
    const changes = Object.fromEntries(Object.entries(after).filter(([f, v]) => v !== before[f]));
    edit.mutate({ id: item.id, type: 'Edit', expectedVersion: item.version, changes });
  };

  const label = CATALOGUE_ITEM_NOUNS[kind];
  return (
    <FormDialog
      opened
      title={adding ? texts.catalogue.addTitle(label) : texts.catalogue.editTitle(label)}
      dirty={form.isDirty()}
      submitting={create.isPending || edit.isPending}
      onSubmit={submit}
      onClose={close}
      size="xl"
    >
      {kind === 'equipment' ? <EquipmentFields form={form} /> : <ServiceFields form={form} />}
    </FormDialog>
  );
}

type Form = ReturnType<typeof useSchemaForm<CatalogueValues>>;

/** Each field says what its column says in the list, the export and the import template (libs/domain). */
const EQUIPMENT_COLUMNS = equipmentColumns();
const SERVICE_COLUMNS = serviceColumns();
const equipmentLabel = (key: string) => headerOf(EQUIPMENT_COLUMNS, key);
const serviceLabel = (key: string) => headerOf(SERVICE_COLUMNS, key);

function EquipmentFields({ form }: { form: Form }) {
  const types = useQuery(catalogueTypesQuery(EQUIPMENT_TYPE_TAG));
  const mainFunc = form.getInputProps('mainFunc');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={equipmentLabel('name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput label={equipmentLabel('num')} withAsterisk {...form.getInputProps('num')} />
        <Select
          label={equipmentLabel('typeName')}
          withAsterisk
          placeholder={message('EQUIPMENT.TYPE_REQUIRED')}
          data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          {...form.getInputProps('typeId')}
        />
        <TextInput label={equipmentLabel('buildCompany')} withAsterisk {...form.getInputProps('buildCompany')} />
      </SimpleGrid>
      <TextInput
        label={equipmentLabel('mainFunc')}
        description={texts.catalogue.mainFuncHint}
        withAsterisk
        {...mainFunc}
        // seed 001 §5: full-width commas typed here become ordinary commas
        onChange={(e) => mainFunc.onChange(e.currentTarget.value.replace(/，/g, ','))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={equipmentLabel('address')} withAsterisk {...form.getInputProps('address')} />
        <TextInput
          label={equipmentLabel('price')}
          withAsterisk
          placeholder={texts.catalogue.equipmentPriceHint}
          {...form.getInputProps('price')}
        />
        <TextInput label={equipmentLabel('belongCompany')} withAsterisk {...form.getInputProps('belongCompany')} />
        <TextInput label={equipmentLabel('contactName')} withAsterisk {...form.getInputProps('contactName')} />
        <TextInput label={equipmentLabel('contactNum')} withAsterisk {...form.getInputProps('contactNum')} />
      </SimpleGrid>
      <Textarea label={equipmentLabel('detail')} withAsterisk autosize minRows={3} {...form.getInputProps('detail')} />
      <ImageField
        label={equipmentLabel('img')}
        value={form.values.img}
        onChange={(value) => form.setFieldValue('img', value)}
        error={form.errors.img}
      />
    </>
  );
}

function ServiceFields({ form }: { form: Form }) {
  const tag = form.values.tag;
  const types = useQuery({ ...catalogueTypesQuery(Number(tag)), enabled: tag !== null });
  const mains = tag === null ? [] : (types.data ?? []);
  const subs = mains.find((m) => m.id === form.values.mainTypeId)?.children ?? [];
  const tagProps = form.getInputProps('tag');
  const mainProps = form.getInputProps('mainTypeId');
  return (
    <>
      <TextInput label={serviceLabel('name')} withAsterisk {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={serviceLabel('tag')}
          withAsterisk
          placeholder={message('SERVICE.TAG_REQUIRED')}
          data={TAG_CHOICES}
          {...tagProps}
          onChange={(value) => {
            // changing the category clears main and sub type (seed 001 §5)
            tagProps.onChange(value);
            form.setFieldValue('mainTypeId', null);
            form.setFieldValue('subTypeId', null);
          }}
        />
        <Select
          label={serviceLabel('mainTypeName')}
          withAsterisk
          placeholder={message('SERVICE.MAIN_TYPE_REQUIRED')}
          data={mains.map((m) => ({ value: m.id, label: m.name }))}
          {...mainProps}
          onChange={(value) => {
            // changing the main type clears the sub type
            mainProps.onChange(value);
            form.setFieldValue('subTypeId', null);
          }}
        />
        <Select
          label={serviceLabel('subTypeName')}
          withAsterisk
          placeholder={message('SERVICE.SUB_TYPE_REQUIRED')}
          data={subs.map((s) => ({ value: s.id, label: s.name }))}
          {...form.getInputProps('subTypeId')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={serviceLabel('price')}
          withAsterisk
          placeholder={texts.catalogue.servicePriceHint}
          {...form.getInputProps('price')}
        />
        <TextInput label={serviceLabel('belongCompany')} withAsterisk {...form.getInputProps('belongCompany')} />
        <TextInput label={serviceLabel('contactName')} withAsterisk {...form.getInputProps('contactName')} />
        <TextInput label={serviceLabel('contactNum')} withAsterisk {...form.getInputProps('contactNum')} />
      </SimpleGrid>
      <Textarea label={serviceLabel('detail')} withAsterisk autosize minRows={3} {...form.getInputProps('detail')} />
      <ImageField
        label={serviceLabel('img')}
        value={form.values.img}
        onChange={(value) => form.setFieldValue('img', value)}
        error={form.errors.img}
      />
    </>
  );
}
