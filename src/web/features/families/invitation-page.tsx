import { useParams } from 'react-router';
import { roleLabels } from '@domain/roles';
import { AlertNotice } from '@web/components/alert-notice';
import { useCurrentUser } from '@web/lib/session';
import { InvitationAcceptButton } from './components/invitation-accept-button';
import { InvitationLoader } from './components/invitation-loader';

/** /convite/:token signed in: a family adds the child to its account; a staff account is told to use a family one. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const user = useCurrentUser();
  return (
    <InvitationLoader token={token}>
      {(preview) =>
        user.tipo === 'cliente' ? (
          <InvitationAcceptButton token={token} preview={preview} />
        ) : (
          <AlertNotice role="status">
            Você entrou como {roleLabels[user.tipo]}. Convites são aceitos por contas de família: saia da sua conta e abra o link de novo para
            criar a conta da família ou entrar nela.
          </AlertNotice>
        )
      }
    </InvitationLoader>
  );
}
