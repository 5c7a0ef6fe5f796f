import { Group, Pagination, Select, Text } from '@mantine/core';
import { texts } from '../texts';

export interface ListPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The sizes to choose from; no choice (a list fixed at one size) shows no select. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Accessible name of the page buttons' navigation. */
  label?: string;
}

/**
 * Every list's footer, so they all read alike: 共 N 条, the page size where a list offers a choice,
 * then the pages. Hidden when there is nothing to page (seed 001 §9).
 */
export function ListPager({ total, page, pageSize, onPageChange, pageSizes = [], onPageSizeChange, label }: ListPagerProps) {
  if (total <= 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="flex-end" gap="md" mt="md">
      <Text size="sm" c="dimmed">
        {texts.queue.total(total)}
      </Text>
      {pageSizes.length > 1 && onPageSizeChange && (
        <Select
          aria-label={texts.queue.pageSize}
          w={110}
          size="xs"
          allowDeselect={false}
          data={pageSizes.map((size) => ({ value: String(size), label: texts.queue.perPage(size) }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
        />
      )}
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} size="sm" aria-label={label} />
    </Group>
  );
}
