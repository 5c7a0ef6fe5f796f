import { Alert } from '@mantine/core';
import { message } from '@parkflow/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { outageOver, useOutage } from '../../api/outage';
import { healthQuery } from '../../api/queries';
import { texts } from '../../texts';

/** How often /api/health is asked while an outage is reported. */
const RECHECK_MS = 3000;

/**
 * Says so when the api answered 服务暂时不可用，请稍后重试 (its database or Redis is out of reach):
 * the action that met it was not carried out. Asks /api/health every few seconds meanwhile; once
 * both are up the notice goes and every list and detail is fetched again.
 */
export function OutageBanner() {
  const since = useOutage();
  const outage = since !== null;
  const client = useQueryClient();
  const health = useQuery({ ...healthQuery(), enabled: outage, refetchInterval: outage ? RECHECK_MS : false });
  // only an answer given after the outage was met counts (the cache may hold an older "up")
  const recovered = outage && health.dataUpdatedAt > since && health.data?.db === 'up' && health.data?.redis === 'up';
  useEffect(() => {
    if (!recovered) return;
    outageOver();
    void client.invalidateQueries();
  }, [recovered, client]);
  if (!outage) return null;
  return (
    <Alert
      role="alert"
      data-testid="outage-banner"
      color="orange"
      variant="filled"
      radius={0}
      py={6}
      title={message('SERVICE.UNAVAILABLE')}
    >
      {texts.outage.detail}
    </Alert>
  );
}
