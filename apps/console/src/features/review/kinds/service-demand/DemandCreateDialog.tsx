import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  DEMAND_CATEGORY_LABELS,
  type DemandCategory,
  fieldErrors,
  message,
  PROPERTY_TYPE_LABELS,
  serviceDemandAddSchema,
  SUPPLY_CHAIN_TYPE_ADD_FORM_LABELS,
} from '@parkflow/domain';
import { useCreateDialog } from '../../../../shared/forms/useCreateDialog';
import { useSchemaForm } from '../../../../shared/forms/useSchemaForm';
import { FormDialog } from '../../../../shared/ui/FormDialog';

export interface DemandCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  category: DemandCategory;
  /** The company the demand is raised for, selected by the context (read-only when known). */
  company: { id: string | null; name: string | null };
}

interface DemandValues extends Record<string, unknown> {
  category: DemandCategory;
  contacts: string;
  tel: string;
  companyName: string;
  serviceDemand: string;
  propertyType: string | null;
  type: string | null;
}

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The service-type select of the two categories that have one (seed 001 §2.1, §5). */
function serviceTypeField(
  category: DemandCategory,
): { field: 'propertyType' | 'type'; data: { value: string; label: string }[] } | null {
  if (category === 'property') return { field: 'propertyType', data: options(PROPERTY_TYPE_LABELS) };
  if (category === 'supply-chain') return { field: 'type', data: options(SUPPLY_CHAIN_TYPE_ADD_FORM_LABELS) };
  return null;
}

const validate = (values: DemandValues) => fieldErrors(serviceDemandAddSchema, values);

/** The generic add-service dialog (seed 001 §2.1 / §5), per demand category. */
export function DemandCreateDialog({ opened, onClose, category, company }: DemandCreateDialogProps) {
  const form = useSchemaForm<DemandValues>({
    initialValues: {
      category,
      contacts: '',
      tel: '',
      companyName: company.name ?? '',
      serviceDemand: '',
      propertyType: null,
      type: null,
    },
    validate,
  });
  const { close, create } = useCreateDialog('service-demand', form, {
    success: message('SUCCESS.ADDED'),
    onClose,
    // The api names the company it could not find as companyId; the form shows it as 所属企业.
    fieldOf: (field) => (field === 'companyId' ? 'companyName' : field),
  });
  const serviceType = serviceTypeField(category);
  const submit = () => {
    if (!form.validate()) return;
    const v = form.values;
    create.mutate({
      category,
      contacts: v.contacts.trim(),
      tel: v.tel.trim(),
      companyName: v.companyName.trim(),
      ...(company.id ? { companyId: company.id } : {}),
      serviceDemand: v.serviceDemand.trim(),
      ...(serviceType ? { [serviceType.field]: Number(v[serviceType.field]) } : {}),
    });
  };

  return (
    <FormDialog
      opened={opened}
      title={`新增${DEMAND_CATEGORY_LABELS[category]}`}
      dirty={form.isDirty()}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="联系人" withAsterisk {...form.getInputProps('contacts')} />
        <TextInput label="联系电话" withAsterisk {...form.getInputProps('tel')} />
      </SimpleGrid>
      <TextInput
        label="所属企业"
        withAsterisk
        // Selected by the context (the member's company, or the list's companyName query).
        readOnly={Boolean(company.name)}
        {...form.getInputProps('companyName')}
      />
      {serviceType && (
        <Select
          label="服务类型"
          withAsterisk
          data={serviceType.data}
          placeholder="请选择"
          {...form.getInputProps(serviceType.field)}
        />
      )}
      <Textarea label="服务需求" withAsterisk autosize minRows={3} {...form.getInputProps('serviceDemand')} />
    </FormDialog>
  );
}
