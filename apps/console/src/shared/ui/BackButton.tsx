import { Button } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { texts } from '../texts';

/**
 * 返回, shown only when the screen was opened with ?lastHref= (seed 000 §2: the appointment and
 * demand lists are entered from other screens). A path goes back there; a legacy route name,
 * which this console does not have, goes back in history instead.
 */
export function BackButton() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const lastHref = params.get('lastHref');
  if (!lastHref) return null;
  return (
    <Button variant="default" onClick={() => void (lastHref.startsWith('/') ? navigate(lastHref) : navigate(-1))}>
      {texts.queue.back}
    </Button>
  );
}
