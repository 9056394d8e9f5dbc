import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { LogInIcon } from 'lucide-react';
import { PublicPage } from '@web/components/public-page';
import { Button } from '@web/components/ui/button';
// The landing's own dialogs (loaded when first opened): signing in here leaves the visitor on this
// address, where the signed-in app shows the same invitation with the button that adds the child.
import { LoginDialog, PasswordResetDialog } from '@web/features/auth';
import { paths } from '@web/lib/paths';
import { InvitationLoader } from './components/invitation-loader';
import { InvitationRegisterForm } from './components/invitation-register-form';

type SignInDialog = 'login' | 'reset' | null;

/** /convite/:token signed out (app.tsx): create the family account, or sign in to an existing one. */
export function PublicInvitationPage() {
  const { token = '' } = useParams();
  const [dialog, setDialog] = useState<SignInDialog>(null);
  // Sign-up's answer gives no session (it must not tell whether the e-mail already had an account):
  // the family signs in next, and lands on Início, where the child's card waits.
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const dialogChange = (name: Exclude<SignInDialog, null>) => (open: boolean) =>
    setDialog((current) => (open ? name : current === name ? null : current));

  return (
    <PublicPage
      className="bg-muted/40"
      after={
        <Suspense fallback={null}>
          {dialog === 'login' && (
            <LoginDialog
              open
              onOpenChange={dialogChange('login')}
              onForgotPassword={() => setDialog('reset')}
              email={registeredEmail}
              destination={registeredEmail && paths.home}
            />
          )}
          {dialog === 'reset' && (
            <PasswordResetDialog
              open
              onOpenChange={dialogChange('reset')}
              onBackToLogin={() => setDialog('login')}
              onCompleted={() => setDialog('login')}
            />
          )}
        </Suspense>
      }
    >
      <InvitationLoader token={token}>
        {(preview) =>
          registeredEmail ? (
            <section aria-labelledby="convite-conta-criada" className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
              <h2 id="convite-conta-criada" className="text-lg font-semibold">
                Conta criada
              </h2>
              <p role="status" className="text-muted-foreground">
                Entre com <span className="font-medium break-all text-foreground">{registeredEmail}</span> e a sua senha para ver {preview.atletaNome}.
              </p>
              <Button className="w-full sm:w-auto" onClick={() => setDialog('login')}>
                <LogInIcon aria-hidden="true" />
                Entrar
              </Button>
            </section>
          ) : (
            <>
              <section
                aria-labelledby="convite-ja-tenho-conta"
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
              >
                <div className="min-w-0 space-y-1">
                  <h2 id="convite-ja-tenho-conta" className="font-semibold">
                    Já tem conta no Plantel?
                  </h2>
                  <p className="text-sm text-muted-foreground">Entre e adicione {preview.atletaNome} à sua conta.</p>
                </div>
                <Button variant="outline" className="w-full sm:w-auto" onClick={() => setDialog('login')}>
                  <LogInIcon aria-hidden="true" />
                  Já tenho conta
                </Button>
              </section>
              <InvitationRegisterForm
                token={token}
                preview={preview}
                onRegistered={(email) => {
                  setRegisteredEmail(email);
                  setDialog('login');
                }}
              />
            </>
          )
        }
      </InvitationLoader>
    </PublicPage>
  );
}
