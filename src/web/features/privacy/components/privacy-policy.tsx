import type { ReactNode } from 'react';
import { formatCnpjDigits, formatPhoneDigits } from '@domain/documents';
import { PRIVACY_POLICY_VERSION } from '@domain/privacy';
import { useControllers } from '../api/get-controllers';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-6">{children}</ul>;
}

/** The school(s) running Plantel, as the law asks the controller to be named (art. 9, III). */
function Controllers() {
  const { data } = useControllers();
  if (!data?.length) {
    return <p>O controlador é a escola ou clube esportivo em que o atleta está matriculado, identificado no contrato de matrícula.</p>;
  }
  return (
    <ul className="space-y-2">
      {data.map((company) => (
        <li key={company.cnpj} className="rounded-md border bg-card p-3">
          <p className="font-medium">{company.nomeFantasia}</p>
          <p className="text-sm text-muted-foreground">
            {company.razaoSocial} · CNPJ {formatCnpjDigits(company.cnpj)}
          </p>
          {(company.email || company.telefone) && (
            <p className="text-sm">
              {company.email && <a href={`mailto:${company.email}`} className="text-primary underline underline-offset-4">{company.email}</a>}
              {company.email && company.telefone && ' · '}
              {company.telefone && formatPhoneDigits(company.telefone)}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The privacy policy (LGPD, Lei 13.709/2018) in plain Portuguese, as art. 14 §6 asks for data about
 * children. Its version is PRIVACY_POLICY_VERSION: a change here means a new version there, and
 * new consents are recorded against it.
 */
export function PrivacyPolicy() {
  return (
    <article className="mx-auto max-w-3xl space-y-8 leading-relaxed">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Política de Privacidade</h1>
        <p className="text-muted-foreground">
          Versão {PRIVACY_POLICY_VERSION}. Como o Plantel trata os dados pessoais de atletas, responsáveis e usuários, conforme a Lei Geral
          de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
        </p>
      </header>

      <Section id="controlador" title="Quem cuida dos seus dados">
        <p>
          O Plantel é o sistema de gestão usado pela escola esportiva. A escola é a <strong>controladora</strong> dos dados: é ela quem decide
          como eles são usados e responde por eles. Para falar sobre privacidade, procure a secretaria ou o encarregado pelo tratamento de
          dados da escola:
        </p>
        <Controllers />
      </Section>

      <Section id="dados" title="Quais dados tratamos">
        <List>
          <li>
            <strong>Do atleta:</strong> nome, data de nascimento, sexo, CPF, telefone, e-mail, endereço e foto.
          </li>
          <li>
            <strong>De saúde do atleta (dados sensíveis):</strong> alergias, restrições médicas e observações de saúde informadas pela família.
          </li>
          <li>
            <strong>Dos responsáveis:</strong> nome, CPF, telefone, e-mail e parentesco.
          </li>
          <li>
            <strong>Da conta de acesso:</strong> nome, e-mail, CPF, data de nascimento, telefone e senha (guardada apenas em forma cifrada, que
            ninguém consegue ler).
          </li>
          <li>
            <strong>Escolares e financeiros:</strong> turmas, matrículas, mensalidades, pagamentos, equipes, escalações e estatísticas de jogos.
          </li>
          <li>
            <strong>De uso do sistema:</strong> data, hora e endereço IP dos acessos e o registro de quem consultou ou alterou cada cadastro.
          </li>
        </List>
      </Section>

      <Section id="finalidades" title="Para que usamos">
        <List>
          <li>Matricular o atleta, organizar turmas, treinos, equipes e competições.</li>
          <li>Cuidar da segurança e da saúde do atleta durante as atividades (por exemplo, saber de uma alergia em caso de emergência).</li>
          <li>Cobrar e registrar mensalidades e manter a contabilidade da escola.</li>
          <li>Falar com os responsáveis sobre o atleta, avisos e notícias da escola.</li>
          <li>Proteger o sistema e os dados: controle de acesso por perfil e registro de auditoria.</li>
        </List>
        <p>Os dados não são vendidos nem usados para publicidade.</p>
      </Section>

      <Section id="bases-legais" title="Bases legais">
        <List>
          <li>
            <strong>Consentimento (art. 7º, I):</strong> dado no cadastro, marcando a caixa de autorização, e que pode ser revogado a qualquer
            momento.
          </li>
          <li>
            <strong>Execução do contrato de matrícula (art. 7º, V)</strong> para as turmas, mensalidades e pagamentos.
          </li>
          <li>
            <strong>Cumprimento de obrigação legal (art. 7º, II)</strong> para os registros fiscais e contábeis.
          </li>
          <li>
            <strong>Legítimo interesse (art. 7º, IX)</strong> para a segurança do sistema e o registro de auditoria.
          </li>
          <li>
            <strong>Dados de saúde (art. 11, I e II, "e"):</strong> tratados com o consentimento específico e em destaque do responsável e,
            em uma emergência, para proteger a vida e a integridade física do atleta.
          </li>
          <li>
            <strong>Dados de crianças e adolescentes (art. 14):</strong> tratados sempre no melhor interesse do atleta, com o consentimento
            específico de pelo menos um dos pais ou do responsável legal (§ 1º), que é registrado com a data, a hora e a versão desta política.
          </li>
        </List>
      </Section>

      <Section id="acesso" title="Quem vê os dados">
        <p>
          Apenas pessoas autorizadas da escola, cada uma conforme o seu perfil: administradores, professores e a própria família, que vê somente
          os seus atletas. Toda consulta aos dados de saúde de um atleta por alguém da escola fica registrada. Os dados podem ser guardados por
          empresas que prestam serviço à escola (hospedagem e envio de e-mail), sempre seguindo as instruções da escola.
        </p>
      </Section>

      <Section id="retencao" title="Por quanto tempo guardamos">
        <List>
          <li>Os dados do atleta e da conta, enquanto o atleta estiver matriculado ou a conta ativa.</li>
          <li>
            Depois que o atleta é inativado, a família pode pedir a anonimização: os dados pessoais e de saúde são apagados e o histórico
            financeiro fica apenas com o nome "Atleta anonimizado".
          </li>
          <li>Os registros financeiros, pelo prazo exigido pela legislação fiscal e contábil (em geral, cinco anos).</li>
          <li>Os registros de acesso, por pelo menos seis meses (Marco Civil da Internet, art. 15).</li>
        </List>
      </Section>

      <Section id="direitos" title="Seus direitos (art. 18)">
        <p>O titular, ou o responsável pelo atleta, pode a qualquer momento:</p>
        <List>
          <li>confirmar que tratamos seus dados e ter acesso a eles;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;</li>
          <li>receber os seus dados em formato aberto (portabilidade);</li>
          <li>pedir a eliminação dos dados tratados com consentimento, ressalvados os que a lei manda guardar (art. 16);</li>
          <li>saber com quem os dados foram compartilhados;</li>
          <li>saber que pode não consentir e quais as consequências: sem o consentimento não é possível cadastrar o atleta no sistema;</li>
          <li>revogar o consentimento (art. 8º, § 5º).</li>
        </List>
        <p>
          Na página <strong>Privacidade</strong>, no menu do usuário, você baixa os seus dados e os dos seus atletas e revoga um consentimento.
          A revogação fica registrada com data e hora e a escola é avisada no cadastro do atleta; ela não desfaz o que foi feito antes dela. Para
          os demais pedidos, fale com a escola. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </Section>

      <Section id="seguranca" title="Segurança">
        <p>
          Senhas cifradas com argon2id, sessões que expiram, acesso por perfil e registro de auditoria de cada alteração e de
          cada consulta a dados de saúde.
        </p>
      </Section>
    </article>
  );
}
