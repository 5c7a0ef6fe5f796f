import { Button, Group, Loader, NavLink, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { companiesQuery } from '../../shared/api/identity';
import type { Company } from '../../shared/api/types';
import { texts } from '../../shared/texts';

export interface CompanyListProps {
  title: string;
  selected: Company | null;
  onSelect: (company: Company) => void;
  /** Park (bio) companies only (角色管理), else every settled enterprise (企业管理). */
  bioCompanies?: boolean;
}

/** Settled enterprises with a name search and reset; the next page loads as the list scrolls to its end (seed 000 §2.4). */
export function CompanyList({ title, selected, onSelect, bioCompanies = false }: CompanyListProps) {
  const [input, setInput] = useState('');
  const [name, setName] = useState('');
  const companies = useInfiniteQuery(companiesQuery(name, bioCompanies));
  const list = companies.data?.pages.flatMap((p) => p.list) ?? [];
  const more = () => {
    if (companies.hasNextPage && !companies.isFetchingNextPage) void companies.fetchNextPage();
  };
  return (
    <Paper withBorder p="sm" w={280} style={{ flexShrink: 0 }}>
      <Stack gap="xs">
        <Title order={5}>{title}</Title>
        <TextInput
          size="xs"
          placeholder={texts.identity.companySearch}
          aria-label={texts.identity.companySearch}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && setName(input.trim())}
        />
        <Group gap="xs" grow>
          <Button size="xs" onClick={() => setName(input.trim())}>
            {texts.identity.search}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setInput('');
              setName('');
            }}
          >
            {texts.identity.reset}
          </Button>
        </Group>
        <ScrollArea h={460} onBottomReached={more} type="auto">
          <nav aria-label={title}>
            {list.map((company) => (
              <NavLink
                key={company.id}
                label={company.name}
                active={selected?.id === company.id}
                onClick={() => onSelect(company)}
              />
            ))}
          </nav>
          {companies.isFetchingNextPage && <Loader size="xs" m="sm" aria-label={texts.identity.loadingMore} />}
          {companies.hasNextPage && !companies.isFetchingNextPage && (
            <Button variant="subtle" size="xs" fullWidth onClick={more}>
              {texts.identity.loadingMore}
            </Button>
          )}
          {!companies.isPending && list.length === 0 && (
            <Text c="dimmed" size="sm" p="sm">
              {texts.identity.noCompanies}
            </Text>
          )}
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
