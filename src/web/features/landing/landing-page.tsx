import {
  CalendarDays,
  GraduationCap,
  HeartHandshake,
  ShieldCheck,
  Trophy,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoginDialog, PasswordResetDialog } from '@web/features/auth';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { readResetToken, urlWithoutResetToken } from './lib/reset-token';

type LandingDialog = 'login' | 'register' | 'reset' | 'quick' | null;

// The forms (zod, react-hook-form, selects) load when a dialog first opens, so the landing page
// itself stays within its size budget (bench/web-budget.json).
const QuickRegisterDialog = lazy(() => import('./components/quick-register-dialog').then((m) => ({ default: m.QuickRegisterDialog })));
const RegisterDialog = lazy(() => import('./components/register-dialog').then((m) => ({ default: m.RegisterDialog })));

interface HighlightCard {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Outlined in the primary color, with a 'Recomendado' badge. */
  recommended?: boolean;
}

interface CardSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  subtitle: string;
  /** The grid's columns per breakpoint. */
  gridClassName: string;
  cards: HighlightCard[];
}

const featuresSection: CardSectionProps = {
  id: 'features-title',
  title: 'Tudo o que sua escola precisa',
  subtitle: 'Ferramentas pensadas para o dia a dia de escolas e clubes esportivos.',
  gridClassName: 'sm:grid-cols-2 lg:grid-cols-4',
  cards: [
    {
      title: 'Gestão de Atletas',
      description: 'Cadastro completo dos atletas, com foto, dados de saúde e informações dos responsáveis.',
      icon: Users,
    },
    {
      title: 'Controle de Turmas',
      description: 'Organize turmas por unidade, categoria, modalidade, dias da semana e horário.',
      icon: CalendarDays,
    },
    {
      title: 'Gestão Financeira',
      description: 'Acompanhe matrículas, mensalidades, pagamentos e o fluxo de caixa da escola.',
      icon: Wallet,
    },
    {
      title: 'Controle de Acesso',
      description: 'Perfis para administradores, professores e famílias, cada um vendo apenas o que precisa.',
      icon: ShieldCheck,
    },
  ],
};

const userTypesSection: CardSectionProps = {
  id: 'user-types-title',
  title: 'Um acesso para cada perfil',
  subtitle: 'Cada pessoa vê exatamente o que precisa.',
  gridClassName: 'md:grid-cols-3',
  cards: [
    {
      title: 'Administrador',
      description:
        'Acesso completo: empresas, unidades, turmas, atletas, matrículas, financeiro, relatórios e usuários.',
      icon: UserCog,
      recommended: true,
    },
    {
      title: 'Professor',
      description: 'Visualiza atletas, turmas, unidades e relatórios básicos.',
      icon: GraduationCap,
    },
    {
      title: 'Cliente',
      description:
        'Visualiza os dados dos atletas vinculados, a situação financeira, o histórico de pagamentos e as informações das turmas.',
      icon: HeartHandshake,
    },
  ],
};

/** The public page shown when no one is signed in (spec 2 §2.2). */
export function LandingPage() {
  const [resetToken] = useState(() => readResetToken(window.location.search));
  const [dialog, setDialog] = useState<LandingDialog>(() => (resetToken ? 'reset' : null));
  // A dialog stays mounted once opened, so it can play its closing animation.
  const [opened, setOpened] = useState<ReadonlySet<LandingDialog>>(() => new Set([dialog]));
  if (!opened.has(dialog)) setOpened(new Set([...opened, dialog]));

  // A reset link (`/?resetToken=...`) opened the reset dialog; drop the token from the address.
  useEffect(() => {
    if (resetToken) window.history.replaceState(window.history.state, '', urlWithoutResetToken(window.location.href));
  }, [resetToken]);

  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const openLogin = () => setDialog('login');
  const openRegister = () => setDialog('register');
  const openQuick = () => setDialog('quick');
  const dialogChange = (name: Exclude<LandingDialog, null>) => (open: boolean) =>
    setDialog((current) => (open ? name : current === name ? null : current));

  return (
    <div className="bg-background text-foreground flex min-h-dvh flex-col">
      <header className="bg-background/95 sticky top-0 z-40 border-b backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <a href={paths.home} className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <Trophy className="text-primary size-6" aria-hidden="true" />
            Plantel
          </a>
          <nav aria-label="Acesso" className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={openQuick}>
              Cadastro Rápido
            </Button>
            <Button variant="ghost" size="sm" onClick={openLogin}>
              Entrar
            </Button>
            <Button size="sm" onClick={openRegister}>
              Cadastrar
            </Button>
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section aria-labelledby="hero-title" className="from-primary/10 to-background bg-linear-to-b">
          <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
            <h1 id="hero-title" className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
              Gerencie sua escola esportiva em um só lugar
            </h1>
            <p className="text-muted-foreground mt-4 max-w-2xl text-base text-pretty sm:text-lg">
              Atletas, turmas, matrículas e finanças organizados para administradores, professores e famílias.
            </p>
            <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button size="lg" onClick={openRegister}>
                Começar Agora
              </Button>
              <Button size="lg" variant="outline" onClick={openLogin}>
                Acessar Sistema
              </Button>
            </div>
          </div>
        </section>

        <CardSection {...featuresSection} />

        <section aria-labelledby="academy-title" className="bg-muted/50 border-y">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="academy-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Sua família faz parte da nossa academia?
              </h2>
              <p className="text-muted-foreground mt-3">
                Pais e responsáveis podem cadastrar o atleta em poucos minutos, sem precisar criar uma conta: basta
                preencher os dados do atleta e do responsável no cadastro rápido.
              </p>
            </div>
            <Button size="lg" onClick={openQuick} className="w-full md:w-auto">
              Inscrever meu atleta
            </Button>
          </div>
        </section>

        <CardSection {...userTypesSection} />

        <section aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
          <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-16 text-center sm:px-6">
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Pronto para organizar sua escola?
            </h2>
            <p className="mt-3 max-w-2xl">
              Crie sua conta e comece a gerenciar atletas, turmas e finanças hoje mesmo.
            </p>
            <Button size="lg" variant="secondary" className="mt-8 w-full sm:w-auto" onClick={openRegister}>
              Criar Conta Grátis
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="text-muted-foreground mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-center text-sm sm:flex-row sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Plantel. Gestão de escolas e clubes esportivos.</p>
          <a href={paths.privacyPolicy} className="text-foreground font-medium underline underline-offset-4">
            Política de Privacidade
          </a>
        </div>
      </footer>

      <Suspense fallback={null}>
        {opened.has('login') && (
          <LoginDialog
            open={dialog === 'login'}
            onOpenChange={dialogChange('login')}
            onForgotPassword={() => setDialog('reset')}
            email={registeredEmail}
          />
        )}
        {opened.has('reset') && (
          <PasswordResetDialog
            open={dialog === 'reset'}
            onOpenChange={dialogChange('reset')}
            onBackToLogin={openLogin}
            onCompleted={openLogin}
            initialToken={resetToken}
          />
        )}
        {opened.has('register') && (
          <RegisterDialog open={dialog === 'register'} onOpenChange={dialogChange('register')} onRegistered={(email) => {
              setRegisteredEmail(email);
              openLogin();
            }}
          />
        )}
        {opened.has('quick') && <QuickRegisterDialog open={dialog === 'quick'} onOpenChange={dialogChange('quick')} />}
      </Suspense>
    </div>
  );
}

/** A centered heading over a grid of icon cards (features, user types). */
function CardSection({ id, title, subtitle, cards, gridClassName }: CardSectionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="text-muted-foreground mt-3">{subtitle}</p>
      </div>
      <ul className={cn('mt-10 grid gap-6', gridClassName)}>
        {cards.map(({ title: cardTitle, description, icon: Icon, recommended }) => (
          <li key={cardTitle}>
            <Card className={cn('h-full', recommended && 'border-primary ring-primary ring-1')}>
              <CardHeader>
                <div className="mb-2 flex items-center justify-between gap-2">
                  <span className="bg-primary/10 text-primary flex size-10 items-center justify-center rounded-lg">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {recommended && <Badge>Recomendado</Badge>}
                </div>
                <CardTitle className="text-lg">{cardTitle}</CardTitle>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
