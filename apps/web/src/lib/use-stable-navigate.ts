import { useCallback, useLayoutEffect, useRef } from 'react';
import { type NavigateFunction, type NavigateOptions, type To, useNavigate } from 'react-router';

/**
 * react-router's navigate, as one function for the component's whole life. The app runs the router
 * in declarative mode (app/router.tsx, decision 0051), where useNavigate returns a new function on
 * every location change: an effect that keeps a navigate (a timer, a session renewal) would be torn
 * down and started again on each page change. Such effects use this one.
 */
export function useStableNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
    [],
  );
}
