import { useSearch } from 'wouter';
import { safeReturnPath } from '../../domain/return-path';
import { LoginView } from '../../features/login/login.view';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { useLoginFlow } from '../use-login-flow';

export default function LoginPage() {
  const login = useLoginFlow();
  const rdu = new URLSearchParams(useSearch()).get('rdu');
  if (!login) return <PageSkeleton />;
  return <LoginView login={login} returnTo={safeReturnPath(rdu)} />;
}
