import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { PLACE_QUERY_MAX, PLACE_QUERY_PATTERN } from '@core/shared/cities';
import type { PlacesResponse } from '@core/shared/place-schemas';
import { apiJson } from '@/lib/api-client';

// The place list (16,000+ places, 40,000+ ZIPs) stays on the server: the first screen never ships it.
const TYPING_PAUSE_MS = 250;

export function getPlaces(q: string): Promise<PlacesResponse> {
  return apiJson<PlacesResponse>('GET', `/api/places?q=${encodeURIComponent(q)}`);
}

export const getPlacesQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['/api/places', q.toLowerCase()], queryFn: () => getPlaces(q), staleTime: Infinity, retry: false });

/** Whether the server would answer this text (more than one character, letters and digits). */
const isAskable = (q: string) => q.length >= 2 && q.length <= PLACE_QUERY_MAX && PLACE_QUERY_PATTERN.test(q);

function useSettledText(text: string) {
  const [settled, setSettled] = React.useState(text);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Suggestions for a location as it is typed (the server's, once typing pauses), and whether the
 * text, as it stands, names no place the server knows (so it cannot be found by distance).
 */
export function usePlaces(text: string) {
  const trimmed = text.trim();
  const q = useSettledText(trimmed);
  const query = useQuery({ ...getPlacesQueryOptions(q), enabled: isAskable(q), placeholderData: keepPreviousData });
  const isCurrent = q === trimmed && isAskable(q) && query.isSuccess && !query.isPlaceholderData;
  return { places: isAskable(trimmed) ? (query.data?.places ?? []) : [], isUnknown: isCurrent && query.data.match === null };
}
